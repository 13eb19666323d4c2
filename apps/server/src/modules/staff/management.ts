import type { z } from 'zod';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS, parseSort, STAFF_LIMITS, type AdminListQuery, type staffCreateSchema, type staffUpdateSchema } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, fieldError, notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { siteIdentity } from '../settings/index.ts';
import * as repo from './repository.ts';
import { createReauth, hashStaffPassword } from './service.ts';

type CreateData = z.output<typeof staffCreateSchema>;
type UpdateData = z.output<typeof staffUpdateSchema>;

const SORTABLE = ['name', 'email', 'role', 'created_at'] as const;

/** What the audit log keeps of an account (never its hashes or secrets). */
const auditView = (s: repo.StaffItemRow) => ({ email: s.email, name: s.name, role: s.role, disabled: s.disabled, totp_enabled: s.totp_enabled });

/** Owners manage staff; invitation and reset links are emailed and used once. */
export function createStaffManagement(deps: AppDeps) {
  const { db, email, config } = deps;
  const siteUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const linkUrl = (token: string) => `${siteUrl}${ADMIN_PATHS.setPassword}?token=${token}`;
  const reauth = createReauth(deps);

  async function sendLink(to: string, name: string, purpose: 'invite' | 'reset', token: string) {
    const hours = STAFF_LIMITS.linkHours[purpose];
    // The foundation's name as the site settings say (the environment only seeds it).
    const foundation = (await siteIdentity(db, config)).name;
    const subject = purpose === 'invite' ? `${foundation}: your back-office account` : `${foundation}: choose a new password`;
    const intro = purpose === 'invite' ? `You have been given an account in the back office of ${foundation}.` : 'Someone (hopefully you) asked to reset your back-office password.';
    const body = `Dear ${name},\n\n${intro}\nChoose your password here (the link works once, for ${hours} hours):\n${linkUrl(token)}\n\nIf you did not expect this email, ignore it.`;
    await email.send({ to, subject, body });
  }

  async function item(id: number) {
    const s = await repo.findStaffItem(db, id);
    if (!s) throw notFound('staff_not_found');
    return s;
  }

  return {
    async list(query: AdminListQuery) {
      const sort = query.sort ? parseSort(query.sort, SORTABLE) : (['name', 'ASC'] as const);
      if (!sort) throw fieldError('unknown_sort', 'sort', `Sort by ${SORTABLE.join(', ')} (with - for descending)`);
      return repo.listStaff(db, { q: query.q, column: sort[0], order: sort[1], limit: query.per_page, offset: (query.page - 1) * query.per_page });
    },

    get: item,

    async create(by: repo.StaffUser, data: CreateData) {
      if (await repo.findStaffByEmail(db, data.email)) throw fieldError('staff_email_taken', 'email', MESSAGES.staffEmailTaken, 409);
      const passwordHash = data.password ? await hashStaffPassword(data.password) : null;
      const { id, token } = await db.tx(async (q) => {
        const row = await repo.insertStaff(q, { email: data.email, name: data.name, role: data.role, passwordHash, mustChangePassword: !!passwordHash });
        const invite = passwordHash ? undefined : await repo.createLink(q, row.id, 'invite', STAFF_LIMITS.linkHours.invite);
        const created = (await repo.findStaffItem(q, row.id))!;
        await recordAudit(q, { staffId: by.id, action: 'create', entity: 'staff', entityId: row.id, after: auditView(created) });
        return { id: row.id, token: invite };
      });
      if (token) await sendLink(data.email, data.name, 'invite', token);
      return { message: token ? MESSAGES.staffInvited : MESSAGES.staffCreated, data: await item(id) };
    },

    async update(by: repo.StaffUser, id: number, { current_password: currentPassword, ...data }: UpdateData) {
      const target = await item(id);
      // Whoever holds an owner's session must not make a second owner (an accomplice) without the password.
      if (data.role === 'owner' && target.role !== 'owner') {
        await reauth.password((await repo.findStaffById(db, by.id))!, currentPassword, 'current_password', MESSAGES.staffOwnerPasswordNeeded);
      }
      const result = await db.tx(async (q) => {
        const owners = await repo.lockActiveOwners(q);
        const before = await repo.findStaffItem(q, id);
        if (!before) throw notFound('staff_not_found');
        if (data.disabled && id === by.id) throw refused('staff_self', MESSAGES.staffSelf);
        const losesOwner = before.role === 'owner' && !before.disabled && (data.disabled || (data.role && data.role !== 'owner'));
        if (losesOwner && owners.length <= 1) throw conflict('staff_last_owner', MESSAGES.staffLastOwner);
        await repo.updateStaff(q, id, data);
        // A disabled account's sessions end at once (the gate also refuses them). A new role takes
        // effect at the next sign-in: a session that never passed the two-step sign-in an owner or
        // finance role requires must not carry that role.
        if (data.disabled || (data.role && data.role !== before.role)) await repo.endAllStaffSessions(q, id);
        const after = (await repo.findStaffItem(q, id))!;
        await recordAudit(q, { staffId: by.id, action: 'update', entity: 'staff', entityId: id, before: auditView(before), after: auditView(after) });
        return after;
      });
      const message = data.disabled === false ? MESSAGES.staffEnabled : MESSAGES.staffUpdated;
      return { message, data: result };
    },

    /** Another owner resets anyone's; one's own only with a current code or a recovery code (a stolen session cannot). */
    async resetOtp(by: repo.StaffUser, id: number, otp: string | undefined) {
      const before = await item(id);
      if (id === by.id) await reauth.code((await repo.findStaffById(db, id))!, otp, MESSAGES.staffOwnOtpReset);
      await db.tx(async (q) => {
        await repo.setTotp(q, id, null, false);
        await repo.replaceRecoveryCodes(q, id, []);
        await repo.endAllStaffSessions(q, id);
        await recordAudit(q, { staffId: by.id, action: 'reset_otp', entity: 'staff', entityId: id, before: auditView(before), after: { totp_enabled: false } });
      });
      return { message: MESSAGES.staffOtpReset, data: await item(id) };
    },

    /** Always the same answer, so the form does not reveal which emails are staff. */
    async forgotPassword(address: string) {
      const staff = await repo.findStaffByEmail(db, address);
      if (!staff || staff.disabled_at) return;
      const token = await repo.createLink(db, staff.id, 'reset', STAFF_LIMITS.linkHours.reset);
      await sendLink(staff.email, staff.name, 'reset', token);
    },

    async setPasswordWithLink(token: string, password: string) {
      const passwordHash = await hashStaffPassword(password);
      await db.tx(async (q) => {
        const staffId = await repo.useLink(q, token);
        if (!staffId) throw refused('staff_link_invalid', MESSAGES.staffLinkInvalid);
        await repo.setPassword(q, staffId, passwordHash, false);
        await repo.endAllStaffSessions(q, staffId);
        await recordAudit(q, { staffId, action: 'password_set', entity: 'staff', entityId: staffId });
      });
    },
  };
}
export type StaffManagement = ReturnType<typeof createStaffManagement>;
