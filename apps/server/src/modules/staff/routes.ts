import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { bearerToken } from '../../lib/auth.ts';
import { route } from '../../lib/calls.ts';
import { createStaffService } from './service.ts';

/** Staff sign-in, the session and (later in this module) staff management. */
export default async function staff(app: FastifyInstance, deps: AppDeps) {
  const service = createStaffService(deps);

  route(app, calls.adminLogin, async (req) => service.login(req.body, req.ip));

  route(app, calls.adminLogout, async (req) => {
    await service.logout(req.staff!);
    return { success: 1, message: MESSAGES.staffLoggedOut };
  });

  // What a first sign-in must finish (its setup session reaches only these), or any time signed in.
  route(app, calls.adminSetupPassword, async (req) => service.choosePassword(req.staff!, req.body.password, bearerToken(req)!));
  route(app, calls.adminSetupOtp, async (req) => ({ success: 1, data: await service.startOtpEnrol(req.staff!) }));
  route(app, calls.adminSetupOtpConfirm, async (req) => service.confirmOtp(req.staff!, req.body.otp));

  route(app, calls.adminMe, async (req) => ({ success: 1, data: await service.me(req.staff!.id) }));
}
