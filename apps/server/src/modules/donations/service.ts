import {
  DONATION_LIMITS,
  DONATION_MESSAGES,
  PAYMENT_TYPES,
  isForeignSource,
  type PaymentListResponse,
  type PaymentRow,
  type PaymentRowStatus,
  type PublicFund,
} from '@portal/contract/donations';
import type { CheckoutData } from '@portal/contract/payments';
import { toMajor } from '@portal/contract/payments';
import type { z } from 'zod';
import type { mandirPaySchema, paymentListSchema } from '@portal/contract/donations';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { fieldError, sessionInvalid } from '../../lib/errors.ts';
import { encryptIdentity } from '../../lib/identity-crypto.ts';
import { createThrottle, enforce } from '../../lib/throttle.ts';
import type { PaymentsService } from '../payments/index.ts';
import * as repo from './repository.ts';
import { readSettings } from '../settings/index.ts';


/** Attempt states shown under each tab: 'created' is a checkout never finished, so still pending. */
export const LIST_STATUSES = {
  success: ['success'],
  open: ['created', 'pending', 'failed', 'aborted'],
} as const;

const ROW_STATUS: Record<string, PaymentRowStatus> = {
  success: 'success',
  created: 'pending',
  pending: 'pending',
  failed: 'failed',
  aborted: 'failed',
};

/** Donations are received in rupees: a foreign contribution too, through the FCRA merchant account. */
const DONATION_CURRENCY = 'INR';

/** '50%_off' → '%50\%\_off%': the search text matched literally, anywhere. */
export const likePattern = (search: string) => (search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '');

function istDate(d: Date | string): string {
  return new Date(new Date(d).getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

function toRow(r: repo.PaymentListRow, lang: string): PaymentRow {
  const isDonation = r.purpose === 'donation';
  return {
    id: r.id,
    payment_type: isDonation ? 'mandir' : 'event',
    currency: r.currency.trim(),
    amount: toMajor(r.amount_minor, r.currency.trim()),
    pay_status: ROW_STATUS[r.status] ?? 'pending',
    payment_id: r.provider_txn_id || r.txn_id,
    created_date: istDate(r.created_at),
    receipt_number: r.receipt_number ?? '',
    // Only when true: a receipt cancelled without a correction is not handed out.
    ...(r.receipt_cancelled ? { receipt_cancelled: true } : {}),
    // The fund's name as it was when the gift was made, in the reader's language.
    title: isDonation ? ((lang === 'ta' ? r.fund_label_ta : r.fund_label) || r.category || '') : (r.event_name ?? ''),
    invoice_id: (isDonation ? r.donation_id : r.registration_id) ?? 0,
    invoice_type: isDonation ? 'mandir' : 'reg',
  };
}

/**
 * A gift may go to a fund that exists and is not hidden; a foreign contribution only to a fund that
 * takes them; with fixed amounts, only one of them (amount in paise) on the site (money recorded
 * by hand is what was received).
 */
export async function checkFund(q: Queryable, category: string, amountMinor: number, fcra: boolean, fixedAmounts = true) {
  const fund = await repo.findFund(q, category);
  if (!fund || fund.hidden) throw fieldError('donation_fund_invalid', 'category', DONATION_MESSAGES.invalidCategory);
  if (fcra && !fund.fcra_eligible) throw fieldError('fund_not_fcra', 'category', DONATION_MESSAGES.fundNotFcra);
  if (fixedAmounts && fund.amounts.length && !fund.amounts.some((a) => Number(a) * 100 === amountMinor)) throw fieldError('fund_amount_not_offered', 'amount', DONATION_MESSAGES.fundAmountNotOffered);
  return fund;
}

export function createDonationsService(deps: AppDeps, { payments }: { payments: PaymentsService }) {
  const { db, config } = deps;
  const throttle = createThrottle(deps);
  /** The foundation's international (FCRA) contribution link for the temple (site settings), '' when there is none. */
  const payLink = async () => (await readSettings(db, config)).pay_link_temple;

  return {
    payLink,

    /** The funds the donation page offers, in their order. */
    async funds(): Promise<PublicFund[]> {
      return (await repo.listFunds(db, true)).map((f) => ({
        category: f.category,
        label: f.label_en,
        label_ta: f.label_ta,
        amounts: f.amounts.map(Number),
        fcra_eligible: f.fcra_eligible,
      }));
    },

    /** Whether a foreign contribution can be made on the site, through the FCRA merchant account. */
    fcraAccount: () => payments.fcraAccount(),

    /**
     * Records the donation with the donor's name and address as they stand today (the receipt
     * must not change when the profile does) and opens a payment attempt for it. A foreign
     * source's gift goes only through the FCRA merchant account, marked FCRA; without
     * one it is refused (the International Contribution link takes it). An Indian citizen, NRI
     * included, is not a foreign source and gives as Domestic.
     */
    async pay(userId: number, input: z.output<typeof mandirPaySchema>): Promise<CheckoutData> {
      const fcra = isForeignSource(input.nationality);
      const fcraOn = payments.fcraAccount();
      if (fcra && !fcraOn) {
        throw (await payLink()) ? fieldError('donation_international_via_link', 'nationality', DONATION_MESSAGES.internationalViaLink) : fieldError('donation_fcra_not_online', 'nationality', DONATION_MESSAGES.fcraNotOnline);
      }
      if (!fcra && input.payment_type === PAYMENT_TYPES.international) {
        throw fcraOn ? fieldError('donation_indian_is_domestic', 'payment_type', DONATION_MESSAGES.indianIsDomestic) : fieldError('donation_international_via_link', 'payment_type', DONATION_MESSAGES.internationalViaLink);
      }
      await checkFund(db, input.category, input.amount, fcra);
      await enforce(throttle, `donation-start:${userId}`, { max: 30, windowMinutes: 60 });
      const donor = await repo.findDonorProfile(db, userId);
      if (!donor) throw sessionInvalid();
      return db.tx(async (q) => {
        const donationId = await repo.insertDonation(q, {
          nationality: input.nationality,
          fcra,
          passportEnc: fcra ? encryptIdentity(config.AADHAAR_KEY, input.passport_number) : null,
          passportLast4: fcra ? input.passport_number.slice(-4) : '',
          userId,
          category: input.category,
          amountMinor: input.amount,
          currency: DONATION_CURRENCY,
          pan: input.pan_number,
          donorName: donor.name,
          donorAddress: donor.address,
        });
        return payments.startPayment(q, {
          userId,
          purpose: 'donation',
          donationId,
          kind: 'donation',
          amountMinor: input.amount,
          currency: DONATION_CURRENCY,
          account: fcra ? 'fcra' : 'domestic',
          payer: { name: donor.name, email: donor.email, mobile: donor.mobile },
        });
      });
    },

    /** One page of the user's payments: 'success' for the first tab, 'open' (pending and failed) for the second. */
    async list(userId: number, which: keyof typeof LIST_STATUSES, input: z.output<typeof paymentListSchema>, lang = 'en'): Promise<PaymentListResponse> {
      const size = DONATION_LIMITS.pageSize;
      const rows = await repo.listPayments(db, {
        userId,
        statuses: LIST_STATUSES[which],
        pattern: likePattern(input.search),
        // One more than a page tells whether another page follows, without a count query.
        limit: size + 1,
        offset: (input.page - 1) * size,
      });
      return { data: rows.slice(0, size).map((r) => toRow(r, lang)), page: input.page, has_more: rows.length > size };
    },
  };
}

/** Read-only, for the tax module's Form 10BD: the year's received INR donations (repository.ts says what comes back). */
export const donationsOfYearFor10bd = (q: Queryable, fy: string) => repo.donationsOfYearFor10bd(q, fy);
export type { Form10bdDonation } from './repository.ts';

export type DonationsService = ReturnType<typeof createDonationsService>;
