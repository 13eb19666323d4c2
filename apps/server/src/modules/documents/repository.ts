import type { Queryable } from '../../db/client.ts';

/** SQL of the documents module. Every read is scoped to the asking user: another's id finds nothing. */
export interface DonationForReceipt {
  id: number;
  category: string;
  /** The fund's name as it was when the gift was made. */
  fund_label: string;
  currency: string;
  amount_minor: number;
  pan_number: string;
  donor_name: string;
  donor_address: string;
  status: string;
  receipt_number: string | null;
  paid_at: Date | string | null;
  provider: string | null;
  provider_txn_id: string | null;
  txn_id: string | null;
  mode: string;
  reference: string;
  kind_description: string;
  aadhaar_last4: string;
  statement_80g: boolean;
  no_80g_reason: string;
}

const DONATION_RECEIPT_SQL = `SELECT d.id, d.category, d.fund_label, d.currency, d.amount_minor, d.pan_number, d.donor_name, d.donor_address, d.status,
            d.receipt_number, d.paid_at, a.provider, a.provider_txn_id, a.txn_id, d.mode, d.reference, d.kind_description,
            d.aadhaar_last4, d.statement_80g, d.no_80g_reason
       FROM donations d
       LEFT JOIN LATERAL (
         SELECT provider, provider_txn_id, txn_id FROM payment_attempts
          WHERE donation_id = d.id AND status = 'success' ORDER BY confirmed_at DESC NULLS LAST, id DESC LIMIT 1
       ) a ON true`;

export const findDonationForReceipt = (q: Queryable, userId: number, donationId: number) =>
  q.one<DonationForReceipt>(`${DONATION_RECEIPT_SQL} WHERE d.id = $1 AND d.user_id = $2`, [donationId, userId]);

/** The same for staff (finance): any donation. */
export const findDonationForStaff = (q: Queryable, donationId: number) => q.one<DonationForReceipt>(`${DONATION_RECEIPT_SQL} WHERE d.id = $1`, [donationId]);

export interface RegistrationForInvoice {
  id: number;
  reg_number: string | null;
  status: string;
  currency: string;
  amount_minor: number;
  discount_percent: number;
  discount_minor: number;
  early_minor: number;
  discount_code: string;
  code_minor: number;
  total_minor: number;
  paid_minor: number;
  created_at: Date | string;
  participant_name: string;
  participant_email: string;
  participant_mobile: string;
  program_id: number;
  program_name: string;
  event_name: string;
  event_date: string;
  event_address: string;
}

export const findRegistrationForInvoice = (q: Queryable, userId: number, registrationId: number) =>
  q.one<RegistrationForInvoice>(
    `SELECT r.id, r.reg_number, r.status, r.currency, r.amount_minor, r.discount_percent, r.discount_minor,
            r.early_minor, r.discount_code, r.code_minor::float8 AS code_minor, r.total_minor, r.paid_minor, r.created_at,
            trim(u.salut || ' ' || u.name) AS participant_name, u.email AS participant_email, u.mobile AS participant_mobile,
            r.program_id, p.name AS program_name, e.event_name, e.event_date, e.event_address
       FROM registrations r
       JOIN users u ON u.id = r.user_id
       JOIN events e ON e.id = r.event_id
       JOIN programs p ON p.id = r.program_id
      WHERE r.id = $1 AND r.user_id = $2`,
    [registrationId, userId],
  );

export interface ConfirmedPayment {
  kind: string;
  amount_minor: number;
  currency: string;
  provider_txn_id: string | null;
  txn_id: string;
  confirmed_at: Date | string | null;
  created_at: Date | string;
}

export const registrationPayments = (q: Queryable, registrationId: number) =>
  q.query<ConfirmedPayment>(
    `SELECT kind, amount_minor, currency, provider_txn_id, txn_id, confirmed_at, created_at
       FROM payment_attempts WHERE registration_id = $1 AND status = 'success'
      ORDER BY coalesce(confirmed_at, created_at), id`,
    [registrationId],
  );

/** A document's kind in document_identities. */
export type DocumentKind = 'donation_receipt' | 'registration_invoice';

export interface IssuedIdentity<F> {
  foundation: F;
  issued_at: Date | string;
}

/**
 * The identity a document printed when it was first issued: kept on the first issue (a second,
 * concurrent first issue keeps the one stored first) and returned unchanged ever after.
 */
export async function keepIssuedIdentity<F extends object>(q: Queryable, kind: DocumentKind, refId: number, foundation: F): Promise<IssuedIdentity<F>> {
  await q.query(
    `INSERT INTO document_identities (kind, ref_id, foundation) VALUES ($1, $2, $3::jsonb) ON CONFLICT (kind, ref_id) DO NOTHING`,
    [kind, refId, JSON.stringify(foundation)],
  );
  const row = await q.one<IssuedIdentity<F>>('SELECT foundation, issued_at FROM document_identities WHERE kind = $1 AND ref_id = $2', [kind, refId]);
  return row!;
}

/**
 * The identity of a document being issued now (its receipt number assigned, its first payment
 * confirmed), in the issuing transaction. It replaces one kept at a print before the issue (an
 * invoice printed before anything was paid), never one kept at an issue.
 */
export async function storeIssuedIdentity<F extends object>(q: Queryable, kind: DocumentKind, refId: number, foundation: F) {
  await q.query(
    `INSERT INTO document_identities (kind, ref_id, foundation, captured) VALUES ($1, $2, $3::jsonb, 'issue')
     ON CONFLICT (kind, ref_id) DO UPDATE SET foundation = EXCLUDED.foundation, issued_at = now(), captured = 'issue'
      WHERE document_identities.captured = 'print'`,
    [kind, refId, JSON.stringify(foundation)],
  );
}

/** A corrected receipt is a new document: the identity it prints is today's (the cancelled one keeps its own copy). */
export async function replaceIssuedIdentity<F extends object>(q: Queryable, kind: DocumentKind, refId: number, foundation: F) {
  await q.query(
    `INSERT INTO document_identities (kind, ref_id, foundation, captured) VALUES ($1, $2, $3::jsonb, 'issue')
     ON CONFLICT (kind, ref_id) DO UPDATE SET foundation = EXCLUDED.foundation, issued_at = now(), captured = 'issue'`,
    [kind, refId, JSON.stringify(foundation)],
  );
}

export const findIssuedIdentity = <F>(q: Queryable, kind: DocumentKind, refId: number) =>
  q.one<IssuedIdentity<F>>('SELECT foundation, issued_at FROM document_identities WHERE kind = $1 AND ref_id = $2', [kind, refId]);
