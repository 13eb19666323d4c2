import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { bearerToken } from '../../lib/auth.ts';
import { route } from '../../lib/calls.ts';
import type { DoorLinks } from './door-links.ts';
import type { StaffManagement } from './management.ts';
import { otpRoles, setOtpRequired } from './otp-roles.ts';
import type { StaffService } from './service.ts';
import { clearSessionCookie, secureCookie, setDoorSessionCookie, setSessionCookie } from './session-cookie.ts';

/** Staff sign-in, the session, one's own account and staff management. */
export default async function staff(
  app: FastifyInstance,
  deps: AppDeps,
  { staff: service, staffManagement: manage, doorLinks }: { staff: StaffService; staffManagement: StaffManagement; doorLinks: DoorLinks },
) {
  const secure = secureCookie(deps.config);
  /** A finished sign-in also sets the session cookie the back office's pages use. */
  const withCookie = <T extends object>(reply: FastifyReply, answer: T): T => {
    if ('access_token' in answer && typeof answer.access_token === 'string') setSessionCookie(reply, answer.access_token, secure);
    return answer;
  };

  route(app, calls.adminLogin, async (req, reply) => withCookie(reply, await service.login(req.body, req.ip)));

  route(app, calls.adminLogout, async (req, reply) => {
    await service.logout(req.staff!);
    if (req.staffCookieToken) clearSessionCookie(reply, req.staffCookieToken, secure);
    return { success: 1, message: MESSAGES.staffLoggedOut };
  });

  // What a first sign-in must finish: its setup session reaches only these, and only it does.
  route(app, calls.adminSetupPassword, async (req, reply) => withCookie(reply, await service.choosePassword(req.staff!, req.body.password, bearerToken(req)!)));
  route(app, calls.adminSetupOtp, async (req) => ({ success: 1, data: await service.startOtpEnrol(req.staff!) }));
  route(app, calls.adminSetupOtpConfirm, async (req, reply) => withCookie(reply, await service.confirmOtp(req.staff!, req.body.otp)));

  // One's own account, signed in: each change proves the person, not just the session.
  route(app, calls.adminAccountPassword, async (req) => {
    await service.changePassword(req.staff!, req.body.current_password, req.body.password);
    return { success: 1, message: MESSAGES.staffPasswordChanged };
  });
  route(app, calls.adminAccountOtp, async (req) => ({ success: 1, data: await service.startAccountOtp(req.staff!, req.body.current_password, req.body.otp || undefined) }));
  route(app, calls.adminAccountOtpConfirm, async (req) => service.confirmAccountOtp(req.staff!, req.body.otp));

  route(app, calls.adminMe, async (req) => ({ success: 1, data: await service.me(req.staff!.id) }));

  route(app, calls.adminStaffList, async (req) => {
    const { rows, total } = await manage.list(req.query);
    return { success: 1, data: rows, total };
  });
  route(app, calls.adminStaffCreate, async (req) => ({ success: 1, ...(await manage.create(req.staff!, req.body)) }));
  route(app, calls.adminStaffGet, async (req) => ({ success: 1, data: await manage.get(req.params.id) }));
  route(app, calls.adminStaffUpdate, async (req) => ({ success: 1, ...(await manage.update(req.staff!, req.params.id, req.body)) }));
  route(app, calls.adminStaffResetOtp, async (req) => ({ success: 1, ...(await manage.resetOtp(req.staff!, req.params.id, req.body.otp || undefined)) }));
  route(app, calls.adminStaffOtpRoles, async () => ({ success: 1, data: await otpRoles(deps.db) }));
  route(app, calls.adminStaffOtpRoleUpdate, async (req) => ({
    success: 1,
    message: MESSAGES.staffOtpRolesSaved,
    data: await deps.db.tx((q) => setOtpRequired(q, req.staff!.id, req.params.role, req.body.required)),
  }));

  // Emailed one-time links: a forgotten password, an invitation. Throttled like sign-in tries.
  route(app, calls.adminForgotPassword, async (req) => {
    await service.countLinkRequest(req.body.email, req.ip);
    await manage.forgotPassword(req.body.email);
    return { success: 1, message: MESSAGES.staffResetSent };
  });
  route(app, calls.adminLinkPassword, async (req) => {
    await service.countLinkRequest('link', req.ip);
    await manage.setPasswordWithLink(req.body.token, req.body.password);
    return { success: 1, message: MESSAGES.staffPasswordSet };
  });

  // Door links: the check-in page's coordinator lets a shared door phone in, for one event's door only.
  route(app, calls.adminDoorLinkCreate, async (req) => ({ success: 1, ...(await doorLinks.create(req.staff!, req.params.event_id, req.body.door_name)) }));
  route(app, calls.adminDoorLinks, async (req) => ({ success: 1, data: await doorLinks.list(req.params.event_id) }));
  route(app, calls.adminDoorLinkRevoke, async (req) => ({ success: 1, ...(await doorLinks.revoke(req.staff!, req.params.event_id, req.params.id)) }));
  route(app, calls.doorLinkOpen, async (req, reply) => {
    const opened = await doorLinks.open(req.body.token, req.ip);
    setDoorSessionCookie(reply, opened.session, secure, opened.expiresAt);
    return { success: 1, ...opened.answer };
  });
}
