import {
  maskAadhaar,
  type DonationAccount,
  receiptRule,
  type AdminDonation,
  type AdminDonationListQuery,
  type DonationFund,
  type FundChange,
  type DonationMode,
  type OfflineDonationBody,
} from '@portal/contract/admin-donations';
import { DONATION_CATEGORY_LABELS, maskPassport, type DonationCategory } from '@portal/contract/donations';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { toMajor, toMinor } from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { encryptIdentity } from '../../lib/identity-crypto.ts';
import { recordAudit } from '../audit/index.ts';
import { createMessagesService } from '../messages/index.ts';
import { assignReceiptNumber } from './receipt-number.ts';
import * as repo from './repository.ts';

/**
 * The back office's donations: the list of online and offline ones, offline entry with
 * the 80G rules decided once (contract `receiptRule`), and the funds' 80G eligibility. The receipt
 * number comes from the same financial-year series as online receipts.
 */
const ENTITY = 'donations';
const noonIst = (isoDate: string) => new Date(`${isoDate}T12:00:00+05:30`);

export function donationView(r: repo.AdminDonationRow): AdminDonation {
  const category = r.category as DonationCategory;
  return {
    id: r.id,
    receipt_number: r.receipt_number ?? '',
    received_on: r.received_on,
    donor_name: r.donor_name,
    mobile: r.mobile,
    pan: r.pan_number,
    aadhaar: maskAadhaar(r.aadhaar_last4),
    category,
    fund: DONATION_CATEGORY_LABELS[category] ?? r.category,
    mode: r.mode as DonationMode,
    reference: r.reference,
    kind_description: r.kind_description,
    amount: toMajor(Number(r.amount_minor), r.currency),
    currency: r.currency,
    status: r.status,
    document: r.mode === 'kind' ? 'acknowledgement' : 'receipt',
    statement_80g: r.statement_80g,
    no_80g_reason: r.no_80g_reason,
    fcra: r.fcra,
    nationality: r.nationality,
    passport: maskPassport(r.passport_last4),
    account: (r.account ?? '') as DonationAccount | '',
  };
}

const fundView = (f: repo.FundRow): DonationFund => ({
  category: f.category as DonationCategory,
  label: DONATION_CATEGORY_LABELS[f.category as DonationCategory] ?? f.category,
  eligible_80g: f.eligible_80g,
  donation_type: f.donation_type as DonationFund['donation_type'],
});

export function createAdminDonationsService(deps: AppDeps) {
  const { db, config } = deps;
  const messages = createMessagesService(deps);
  const clock = deps.clock ?? systemClock;

  return {
    async list(f: AdminDonationListQuery) {
      const r = await repo.listAdminDonations(db, f, Number(f.page), Number(f.per_page));
      return {
        data: r.rows.map(donationView),
        total: r.total,
        received: toMajor(r.receivedMinor),
        totals: {
          domestic: toMajor(r.domesticMinor),
          fcra: toMajor(r.fcraMinor),
          fcra_other: r.fcraOther.map((o) => ({ currency: o.currency, amount: toMajor(o.minor, o.currency) })),
        },
      };
    },

    /** One batch of the donations export (id order after `afterId`), Aadhaar masked as on the screen. */
    exportBatch: async (f: repo.AdminDonationFilter, afterId: number, size: number) => (await repo.adminDonationBatch(db, f, afterId, size)).map(donationView),

    /** Records money or a gift in hand, decides its receipt (80G statement or not, and why), numbers it; audited. */
    async create(staffId: number, body: OfflineDonationBody) {
      if (body.received_on > todayIso(clock.now())) throw fieldError('received_on', MESSAGES.adminDonationDateFuture);
      const amountMinor = toMinor(body.amount, body.currency);
      const id = await db.tx(async (q) => {
        const eligible = await repo.fundEligible(q, body.category);
        const rule = receiptRule({ mode: body.mode, amountMinor, fundEligible: eligible, hasId: !!(body.pan || body.aadhaar), fcra: body.fcra });
        const paidAt = noonIst(body.received_on);
        const donationId = await repo.insertOfflineDonation(q, {
          userId: null,
          category: body.category,
          mode: body.mode,
          amountMinor,
          pan: body.pan,
          aadhaarEnc: body.aadhaar ? encryptIdentity(config.AADHAAR_KEY, body.aadhaar) : null,
          aadhaarLast4: body.aadhaar.slice(-4),
          donorName: body.donor_name,
          donorAddress: body.donor_address,
          donorMobile: body.mobile,
          reference: body.reference,
          kindDescription: body.kind_description,
          statement80g: rule.statement,
          no80gReason: rule.reason ?? '',
          paidAt,
          staffId,
          fcra: body.fcra,
          nationality: body.nationality,
          passportEnc: body.passport ? encryptIdentity(config.AADHAAR_KEY, body.passport) : null,
          passportLast4: body.passport.slice(-4),
          currency: body.currency,
          donorEmail: body.email,
          donorLang: body.lang,
        });
        const receipt = await assignReceiptNumber(q, donationId, paidAt);
        // The donor is told at the mobile (and the email) given here, in the same transaction: the
        // message exists exactly when the receipt does, and is sent by the delivery job.
        await messages.queueMessage(q, { kind: 'offline-donation-receipt', userId: null, subject: `donation:${donationId}`, donationId });
        await recordAudit(q, {
          staffId,
          action: 'create',
          entity: ENTITY,
          entityId: donationId,
          // The audit log masks identity numbers (aadhaar, pan) to their last four characters; the passport is masked here.
          after: { ...body, passport: maskPassport(body.passport.slice(-4)), amount_minor: amountMinor, receipt_number: receipt, statement_80g: rule.statement, no_80g_reason: rule.reason ?? '' },
        });
        return donationId;
      });
      return donationView((await repo.findAdminDonation(db, id))!);
    },

    async funds() {
      return (await repo.listFunds(db)).map(fundView);
    },

    /**
     * Changes what later donations to the fund get (receipts already issued stay as they are) and
     * the type Form 10BD reports the fund's donations under (the next export reads it).
     */
    async setFund(staffId: number, category: string, change: FundChange) {
      return db.tx(async (q) => {
        const before = await repo.findFund(q, category);
        const after = await repo.updateFund(q, category, change);
        if (!before || !after) throw notFound(MESSAGES.notFound);
        await recordAudit(q, { staffId, action: 'update', entity: 'donation-funds', entityId: category, before, after });
        return fundView(after);
      });
    },

    async findOrFail(id: number) {
      const row = await repo.findAdminDonation(db, id);
      if (!row) throw notFound(MESSAGES.adminDonationNotFound);
      return row;
    },
  };
}
