import type { Queryable } from '../../db/client.ts';
import { createEvent, createUser } from '../../seed/factories.ts';

/**
 * Rows the donation and document tests need that the shared factories do not make (yet):
 * donations, registrations and payment attempts, with sensible defaults.
 */

export interface DonationRow {
  id: number;
  user_id: number;
  category: string;
  payment_type: number;
  currency: string;
  amount_minor: number;
  pan_number: string;
  donor_name: string;
  donor_address: string;
  status: 'pending' | 'success' | 'failed' | 'cancelled';
  receipt_fy: string | null;
  receipt_seq: number | null;
  receipt_number: string | null;
  paid_at: Date | null;
  created_at: Date;
}

let seq = 0;

export async function createDonation(
  q: Queryable,
  overrides: Partial<Omit<DonationRow, 'id' | 'created_at'>> = {},
): Promise<DonationRow> {
  const userId = overrides.user_id ?? (await createUser(q)).id;
  const row = await q.one<DonationRow>(
    `INSERT INTO donations (user_id, category, currency, amount_minor, pan_number, donor_name, donor_address, status, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [
      userId,
      overrides.category ?? 'mandir',
      overrides.currency ?? 'INR',
      overrides.amount_minor ?? 150_050,
      overrides.pan_number ?? 'ABCDE1234F',
      overrides.donor_name ?? 'Test Donor',
      overrides.donor_address ?? '12 Temple Street, Chennai, Tamil Nadu 600001',
      overrides.status ?? 'pending',
      overrides.paid_at ?? null,
    ],
  );
  return row!;
}

export interface AttemptInput {
  user_id: number;
  purpose: 'registration' | 'donation';
  donation_id?: number;
  registration_id?: number;
  kind?: 'full' | 'advance' | 'balance' | 'donation';
  amount_minor: number;
  currency?: string;
  status?: 'created' | 'pending' | 'success' | 'failed' | 'aborted';
  provider_txn_id?: string | null;
  created_at?: Date;
}

/** A payment attempt as the payments module leaves it after the gateway answered. */
export async function createAttempt(q: Queryable, a: AttemptInput): Promise<{ id: number; txn_id: string }> {
  seq += 1;
  const row = await q.one<{ id: number; txn_id: string }>(
    `INSERT INTO payment_attempts (txn_id, user_id, purpose, registration_id, donation_id, kind, provider, amount_minor,
       currency, status, provider_txn_id, confirmed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'sandbox', $7, $8, $9, $10, $11, $12) RETURNING id, txn_id`,
    [
      `TEST${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 8)}`,
      a.user_id,
      a.purpose,
      a.registration_id ?? null,
      a.donation_id ?? null,
      a.kind ?? (a.purpose === 'donation' ? 'donation' : 'full'),
      a.amount_minor,
      a.currency ?? 'INR',
      a.status ?? 'success',
      a.provider_txn_id === undefined ? `SBX${seq}${Math.random().toString(36).slice(2, 8).toUpperCase()}` : a.provider_txn_id,
      a.status === 'success' || a.status === undefined ? new Date().toISOString() : null,
      (a.created_at ?? new Date()).toISOString(),
    ],
  );
  return row!;
}

export interface RegistrationInput {
  user_id: number;
  event_id?: number;
  status?: 'pending' | 'partialpay' | 'paylater' | 'success' | 'failed' | 'cancelled';
  total_minor?: number;
  paid_minor?: number;
  reg_number?: string | null;
}

/** A registration for an event (made on the fly) with its price frozen as the registrations module does. */
export async function createRegistration(q: Queryable, r: RegistrationInput) {
  const event = r.event_id
    ? (await q.one<{ id: number; program_id: number; price_minor: number }>('SELECT id, program_id, price_minor FROM events WHERE id = $1', [r.event_id]))!
    : await createEvent(q, { price_minor: 1_200_000, discount_percent: 10, advance_minor: 300_000 });
  const amount = event.price_minor;
  const discount = Math.round(amount * 0.1);
  const total = r.total_minor ?? amount - discount;
  seq += 1;
  const row = await q.one<{ id: number; reg_number: string | null }>(
    `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, discount_percent,
       discount_minor, total_minor, advance_minor, paid_minor, accept_terms, reg_number)
     VALUES ($1, $2, $3, $4, 'INR', $5, 10, $6, $7, 300000, $8, true, $9) RETURNING id, reg_number`,
    [
      r.user_id,
      event.id,
      event.program_id,
      r.status ?? 'success',
      amount,
      discount,
      total,
      r.paid_minor ?? total,
      r.reg_number === undefined ? `REG-T${Date.now().toString(36)}${seq}` : r.reg_number,
    ],
  );
  return { ...row!, event_id: event.id, total_minor: total };
}
