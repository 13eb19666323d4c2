import { seesMoney } from '@portal/contract/admin-registrations';
import { HEALTH_NOTE_FIELDS, type AdminDevoteeDetail, type AdminDevoteeListQuery, type DevoteeExport, type DevoteePatch } from '@portal/contract/admin-devotees';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { toMajor } from '@portal/contract/payments';
import type { PayStatus } from '@portal/contract/registrations';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { notFound, refused } from '../../lib/errors.ts';
import type { AccountCareService } from '../accounts/index.ts';
import { auditTrailOf, eraseFromAudit, recordAudit } from '../audit/index.ts';
import { contactIdsOfUser, eraseContactOfUser } from '../contact/index.ts';
import { eraseFavouritesOfUser } from '../favourites/index.ts';
import { eraseFeedbackOfUser } from '../program-forms/index.ts';
import { eraseAnswersOfUser } from '../questions/index.ts';
import { deleteOldHealthNotes, eraseRegistrationAnswersOfUser, type Actor } from '../registrations/index.ts';
import { CONTACT_ENTITY } from './inbox-service.ts';
import * as repo from './repository.ts';

const ENTITY = 'devotees';
/** A PAN shown to staff: its last four characters. */
const maskPan = (pan: string) => (pan ? `••••••${pan.slice(-4)}` : '');

/** The back office's devotees: find, one page, corrections, lock, deactivation, DPDP export and erasure. */
export function createDevoteesService(deps: AppDeps, { accounts }: { accounts: AccountCareService }) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;

  async function found(id: number) {
    const person = await repo.findDevotee(db, id);
    if (!person) throw notFound('devotee_not_found', MESSAGES.devoteeNotFound);
    return person;
  }

  return {
    list: (f: AdminDevoteeListQuery, order: [repo.DevoteeSort, 'ASC' | 'DESC']) => repo.listDevotees(db, f, order),
    /** One batch of the devotees export (id order after `afterId`), with the list's filters. */
    exportBatch: (f: Pick<AdminDevoteeListQuery, 'q' | 'state'>, afterId: number, size: number, q: Queryable = db) => repo.devoteeBatch(q, f, afterId, size),

    async detail(actor: Actor, id: number): Promise<AdminDevoteeDetail> {
      const p = await found(id);
      const money = seesMoney(actor.role);
      const regs = await repo.registrationsOf(db, id);
      return {
        person: {
          id: p.id,
          name: p.name,
          mobile: p.mobile,
          email: p.email,
          city: p.city,
          created_at: p.created_at,
          registrations: p.registrations,
          deactivated: p.deactivated,
          erased: p.erased,
          salut: p.salut,
          dial_code: p.dial_code,
          whatsapp_number: p.whatsapp_number,
          street_address: p.street_address,
          pincode: p.pincode,
          pan_number: maskPan(p.pan_number),
          deactivated_at: p.deactivated_at,
          erased_at: p.erased_at,
        },
        locked: p.erased ? false : await accounts.isLocked(db, p.mobile),
        registrations: regs.map((r) => ({
          id: r.id,
          reg_number: r.reg_number,
          event_id: r.event_id,
          event_name: r.event_name,
          event_date: r.event_date,
          program_id: r.program_id,
          program_name: r.program_name,
          status: r.status as PayStatus,
          total: money ? toMajor(Number(r.total_minor), r.currency) : null,
          paid: money ? toMajor(Number(r.paid_minor), r.currency) : null,
          form_answers: r.details,
          feedback: r.feedback,
        })),
        payments: money
          ? (await repo.paymentsOf(db, id)).map(({ amount_minor, ...a }) => ({ ...a, amount: toMajor(Number(amount_minor), a.currency) }))
          : null,
        donations: money
          ? (await repo.donationsOf(db, id)).map((d) => ({
              id: d.id,
              category: d.category,
              fund: d.fund_label || d.category,
              amount: toMajor(Number(d.amount_minor), d.currency),
              currency: d.currency,
              status: d.status,
              receipt_number: d.receipt_number,
              created_at: d.created_at,
            }))
          : null,
        volunteering: (await repo.volunteeringOf(db, id)).map((v) => ({ id: v.id, kind: v.kind, event_name: v.event_name, message: v.message, created_at: v.created_at })),
        audit: await auditTrailOf(db, ENTITY, id),
      };
    },

    async correct(actor: Actor, id: number, patch: DevoteePatch) {
      await db.tx(async (q) => {
        const change = await accounts.correct(q, id, patch);
        if (Object.keys(change.after).length === 0) return;
        await recordAudit(q, { staffId: actor.id, action: 'update', entity: ENTITY, entityId: id, before: change.before, after: change.after });
      });
    },

    async unlock(actor: Actor, id: number) {
      const p = await found(id);
      if (p.erased) throw refused('devotee_already_erased', MESSAGES.devoteeAlreadyErased);
      // The lock is read from the table store; with Redis (whose counters are not read here) the counters are cleared anyway.
      if (!deps.redis && !(await accounts.isLocked(db, p.mobile))) throw refused('devotee_not_locked', MESSAGES.devoteeNotLocked);
      const cleared = await accounts.liftLoginLock(p.mobile);
      await recordAudit(db, { staffId: actor.id, action: 'unlock', entity: ENTITY, entityId: id, after: { counters_cleared: cleared } });
    },

    async deactivate(actor: Actor, id: number) {
      await db.tx(async (q) => {
        await accounts.deactivate(q, id);
        await recordAudit(q, { staffId: actor.id, action: 'deactivate', entity: ENTITY, entityId: id, before: { deactivated: false }, after: { deactivated: true } });
      });
    },

    /** Everything the portal keeps about the person, as the DPDP Act's right of access asks (audited). */
    async exportData(actor: Actor, id: number): Promise<DevoteeExport> {
      const person = await repo.profileForExport(db, id);
      if (!person) throw notFound('devotee_not_found', MESSAGES.devoteeNotFound);
      const data: DevoteeExport = {
        exported_at: clock.now().toISOString(),
        person,
        registrations: (await repo.registrationsOf(db, id)).map(({ total_minor, paid_minor, ...r }) => ({
          ...r,
          total: toMajor(Number(total_minor), r.currency),
          paid: toMajor(Number(paid_minor), r.currency),
        })),
        payments: (await repo.paymentsOf(db, id)).map(({ amount_minor, ...a }) => ({ ...a, amount: toMajor(Number(amount_minor), a.currency) })),
        donations: (await repo.donationsOf(db, id)).map(({ amount_minor, ...d }) => ({ ...d, amount: toMajor(Number(amount_minor), d.currency) })),
        feedback: (await repo.registrationsOf(db, id)).filter((r) => r.feedback).map((r) => ({ registration_id: r.id, event_name: r.event_name, answers: r.feedback })),
        volunteering: await repo.volunteeringOf(db, id),
        contact_messages: await repo.contactMessagesOf(db, id),
      };
      await recordAudit(db, { staffId: actor.id, action: 'export', entity: ENTITY, entityId: id });
      return data;
    },

    /**
     * DPDP erasure: the profile emptied, sessions ended, form answers, feedback, volunteering,
     * contact messages and favourites deleted, the person's values in the audit log replaced by
     * the erasure marker. Receipts, donations (donor name, address, PAN: the
     * Form 10BD rows) and the amounts of registrations and payments stay, as tax law requires.
     */
    async erase(actor: Actor, id: number, reason: string) {
      const { picture } = await db.tx(async (q) => {
        const contactIds = await contactIdsOfUser(q, id);
        const out = await accounts.erase(q, id);
        await eraseRegistrationAnswersOfUser(q, id);
        await eraseAnswersOfUser(q, id);
        await eraseFeedbackOfUser(q, id);
        await eraseContactOfUser(q, id);
        await eraseFavouritesOfUser(q, id);
        // The earlier rows keep who did what and when; the person's values in them are erased.
        await eraseFromAudit(q, ENTITY, [id]);
        await eraseFromAudit(q, CONTACT_ENTITY, contactIds);
        // No personal data in the audit row: only that it happened, why and by whom.
        await recordAudit(q, { staffId: actor.id, action: 'erase', entity: ENTITY, entityId: id, after: { reason, kept: ['donations', 'receipts', 'payments'] } });
        return out;
      });
      await accounts.removePicture(picture);
    },

    /** The health-notes job: answers about health deleted HEALTH_NOTES_RETENTION_DAYS after each event. */
    deleteHealthNotes: () => deleteOldHealthNotes(db, HEALTH_NOTE_FIELDS, config.HEALTH_NOTES_RETENTION_DAYS, todayIso(clock.now())),
  };
}

export type DevoteesService = ReturnType<typeof createDevoteesService>;
