import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../jobs.ts';
import { endSession } from '../../lib/auth.ts';
import { route } from '../../lib/calls.ts';
import { readForm } from '../../lib/multipart.ts';
import { parse } from '../../lib/validate.ts';
import accountLanguage from './language-routes.ts';
import * as repo from './repository.ts';
import type { AccountsService } from './service.ts';

/** Accounts: sign-up, login, logout, profile, password reset by OTP, and the place lists. */
export default async function accounts(app: FastifyInstance, deps: AppDeps, { accounts: service }: { accounts: AccountsService }) {
  const { db } = deps;
  await accountLanguage(app, deps);

  route(app, calls.register, async (req) => {
    const { fields, file } = await readForm(req);
    return service.register(parse(calls.register.body, fields), req.ip, file, req.lang);
  });

  route(app, calls.login, async (req) => {
    const { username, password } = req.body;
    return service.login(username, password, req.ip);
  });

  route(app, calls.logout, async (req) => {
    await endSession(db, req.user!.sessionId);
    return { success: 1, message: MESSAGES.loggedOut };
  });

  route(app, calls.profileDetail, async (req) => ({ success: 1, data: await service.profile(req.user!.id) }));

  route(app, calls.profileUpdate, async (req) => {
    const { fields, file } = await readForm(req);
    const data = await service.updateProfile(req.user!.id, parse(calls.profileUpdate.body, fields), file);
    return { success: 1, message: MESSAGES.updated, data, profile_status: data.profile_status };
  });

  // Moving the account to a new number: password, then a code sent to the new number.
  route(app, calls.profileMobileRequest, async (req) => {
    const { mobile, password } = req.body;
    await service.requestMobileChange(req.user!, mobile, password, req.ip);
    return { success: 1, message: MESSAGES.mobileOtpSent };
  });

  route(app, calls.profileMobileConfirm, async (req) => {
    const { mobile, otp } = req.body;
    const data = await service.confirmMobileChange(req.user!, mobile, otp);
    return { success: 1, message: MESSAGES.mobileChanged, data };
  });

  route(app, calls.forgotPassword, async (req) => {
    await service.requestOtp(req.body.mobile, req.ip);
    return { success: 1, message: MESSAGES.otpSent };
  });

  route(app, calls.resetPassword, async (req) => {
    const { mobile, otp, password } = req.body;
    await service.resetPassword(mobile, otp, password, req.ip);
    return { success: 1, message: MESSAGES.passwordReset };
  });

  // Expired sessions, codes and throttle counters would otherwise pile up forever.
  const job: Job = { name: 'accounts-purge', everySeconds: 3600, run: async () => void (await service.purgeExpired()) };

  // Place lists change rarely: let browsers and CDNs keep the country list for an hour.
  route(app, calls.countryList, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { success: 1, data: await repo.listCountries(db) };
  });
  route(app, calls.stateList, async (req) => ({ success: 1, data: await repo.listStates(db, req.body.country_id) }));
  route(app, calls.cityList, async (req) => ({ success: 1, data: await repo.listCities(db, req.body.state_id) }));
  return { jobs: [job] };
}
