import {
  maskAadhaar,
  type DonationAccount,
  receiptRule,
  type AdminDonation,
  type AdminDonationListQuery,
  FUND_CODES,
  type DonationFund,
  type FundCreate,
  type fundChangeSchema,
  type DonationMode,
  type OfflineDonationBody,
} from '@portal/contract/admin-donations';
import { maskPassport } from '@portal/contract/donations';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { toMajor, toMinor } from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { fieldError, notFound, refusedWithCode } from '../../lib/errors.ts';
import type { z } from 'zod';
import { encryptIdentity } from '../../lib/identity-crypto.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { assignReceiptNumber } from './receipt-number.ts';
import * as repo from './repository.ts';
import { checkFund } from './service.ts';

/**
 * The back office's donations: the list of online and offline ones, offline entry with
 * the 80G rules decided once (contract `receiptRule`), and the funds' 80G eligibility. The receipt
 * number comes from the same financial-year series as online receipts.
 */
const ENTITY = 'donations';
const noonIst = (isoDate: string) => new Date(`${isoDate}T12:00:00+05:30`);

export function donationView(r: repo.AdminDonationRow): AdminDonation {
  const category = r.category;
  return {
    id: r.id,
    receipt_number: r.receipt_number ?? '',
    received_on: r.received_on,
    donor_name: r.donor_name,
    mobile: r.mobile,
    pan: r.pan_number,
    aadhaar: maskAadhaar(r.aadhaar_last4),
    category,
    fund: r.fund_label || r.category,
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
  category: f.category,
  label: f.label_en,
  label_ta: f.label_ta,
  position: f.position,
  hidden: f.hidden,
  eligible_80g: f.eligible_80g,
  donation_type: f.donation_type as DonationFund['donation_type'],
  fcra_eligible: f.fcra_eligible,
  amounts: f.amounts.map(Number),
  donations: Number(f.donations),
});

/** A new fund's key from its English name: 'Annadanam Fund' → 'annadanam-fund' ('fund' when nothing is left), made unique. */
export async function newFundKey(q: Parameters<typeof repo.fundKeyTaken>[0], label: string) {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'fund';
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.fundKeyTaken(q, key))) return key;
  }
}

const fundAudit = (f: repo.FundRow) => ({ ...fundView(f), donations: undefined });

export function createAdminDonationsService(deps: AppDeps, { messages }: { messages: MessagesService }) {
  const { db, config } = deps;
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
    exportBatch: async (f: repo.AdminDonationFilter, afterId: number, size: number, q: Queryable = db) => (await repo.adminDonationBatch(q, f, afterId, size)).map(donationView),

    /** The ids of the donations the list's filters match, at most `limit` (a message to the donors of "all matching"). */
    matchingIds: (f: repo.AdminDonationFilter, limit: number) => repo.adminDonationIds(db, f, limit),

    /** Records money or a gift in hand, decides its receipt (80G statement or not, and why), numbers it; audited. */
    async create(staffId: number, body: OfflineDonationBody) {
      if (body.received_on > todayIso(clock.now())) throw fieldError('admin_donation_date_future', 'received_on', MESSAGES.adminDonationDateFuture);
      const amountMinor = toMinor(body.amount, body.currency);
      const id = await db.tx(async (q) => {
        const eligible = (await checkFund(q, body.category, amountMinor, body.fcra, false)).eligible_80g;
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

    /** A new fund, last in the lists; its key comes from its English name. Audited. */
    async addFund(staffId: number, body: FundCreate) {
      return db.tx(async (q) => {
        if (await repo.fundNameTaken(q, body.label, body.label_ta)) throw refusedWithCode(409, FUND_CODES.nameTaken, MESSAGES.adminFundNameTaken, { label: MESSAGES.adminFundNameTaken });
        const category = await newFundKey(q, body.label);
        const after = await repo.insertFund(q, { category, label_en: body.label, label_ta: body.label_ta, eligible_80g: body.eligible_80g, donation_type: body.donation_type, fcra_eligible: body.fcra_eligible, amounts: body.amounts });
        await recordAudit(q, { staffId, action: 'create', entity: 'donation-funds', entityId: category, after: fundAudit(after) });
        return fundView(after);
      });
    },

    /**
     * Renames, hides or shows a fund and sets its marks. The 80G mark and FCRA apply to donations
     * made after the change (receipts already issued stay as they are, and keep the name they
     * printed); the next Form 10BD export reads the donation type.
     */
    async setFund(staffId: number, category: string, change: z.output<typeof fundChangeSchema>) {
      return db.tx(async (q) => {
        const before = await repo.findFund(q, category);
        if (!before) throw notFound('fund_not_found', MESSAGES.notFound);
        if ((change.label !== undefined || change.label_ta !== undefined) && (await repo.fundNameTaken(q, change.label ?? before.label_en, change.label_ta ?? before.label_ta, category))) {
          throw refusedWithCode(409, FUND_CODES.nameTaken, MESSAGES.adminFundNameTaken, { label: MESSAGES.adminFundNameTaken });
        }
        const after = (await repo.updateFund(q, category, change))!;
        await recordAudit(q, { staffId, action: 'update', entity: 'donation-funds', entityId: category, before: fundAudit(before), after: fundAudit(after) });
        return fundView(after);
      });
    },

    /** The funds in a new order: the list must name every fund once. Audited. */
    async orderFunds(staffId: number, categories: string[]) {
      return db.tx(async (q) => {
        const before = (await repo.listFunds(q)).map((f) => f.category);
        const same = categories.length === before.length && new Set(categories).size === categories.length && categories.every((c) => before.includes(c));
        if (!same) throw refusedWithCode(400, FUND_CODES.orderIncomplete, MESSAGES.adminFundOrder, { categories: MESSAGES.adminFundOrder });
        await repo.orderFunds(q, categories);
        await recordAudit(q, { staffId, action: 'update', entity: 'donation-funds', entityId: 'order', before: { order: before }, after: { order: categories } });
        return (await repo.listFunds(q)).map(fundView);
      });
    },

    /** Deletes a fund no gift was ever made to; one with gifts is refused (hide it: its receipts name it). Audited. */
    async deleteFund(staffId: number, category: string) {
      return db.tx(async (q) => {
        const before = await repo.findFund(q, category);
        if (!before) throw notFound('fund_not_found', MESSAGES.notFound);
        if (Number(before.donations) > 0) throw refusedWithCode(409, FUND_CODES.hasGifts, MESSAGES.adminFundHasGifts);
        await repo.deleteFund(q, category);
        await recordAudit(q, { staffId, action: 'delete', entity: 'donation-funds', entityId: category, before: fundAudit(before) });
      });
    },

    async findOrFail(id: number) {
      const row = await repo.findAdminDonation(db, id);
      if (!row) throw notFound('admin_donation_not_found', MESSAGES.adminDonationNotFound);
      return row;
    },
  };
}

export type AdminDonationsService = ReturnType<typeof createAdminDonationsService>;
