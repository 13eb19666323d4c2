import type { FastifyInstance } from 'fastify';
import {
  cityListSchema,
  forgotPasswordSchema,
  loginSchema,
  mobileChangeConfirmSchema,
  mobileChangeRequestSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  stateListSchema,
} from '@portal/contract/accounts';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { registerJob } from '../../jobs.ts';
import { endSession } from '../../lib/auth.ts';
import { readForm } from '../../lib/multipart.ts';
import { parse } from '../../lib/validate.ts';
import * as repo from './repository.ts';
import { createAccountsService } from './service.ts';

/** Accounts: sign-up, login, logout, profile, password reset by OTP, and the place lists. */
export default async function accounts(app: FastifyInstance, deps: AppDeps) {
  const service = createAccountsService(deps);
  const { db } = deps;
  const auth = { preHandler: app.requireUser };

  app.post('/register', async (req) => {
    const { fields, file } = await readForm(req);
    return service.register(parse(registerSchema, fields), file);
  });

  app.post('/login', async (req) => {
    const { username, password } = parse(loginSchema, req.body);
    return service.login(username, password, req.ip);
  });

  app.post('/logout', auth, async (req) => {
    await endSession(db, req.user!.sessionId);
    return { success: 1, message: MESSAGES.loggedOut };
  });

  app.get('/profile/detail', auth, async (req) => ({ success: 1, data: await service.profile(req.user!.id) }));

  app.post('/profile/update', auth, async (req) => {
    const { fields, file } = await readForm(req);
    const data = await service.updateProfile(req.user!.id, parse(profileUpdateSchema, fields), file);
    return { success: 1, message: MESSAGES.updated, data, profile_status: data.profile_status };
  });

  // Moving the account to a new number: password, then a code sent to the new number.
  app.post('/profile/mobile/request', auth, async (req) => {
    const { mobile, password } = parse(mobileChangeRequestSchema, req.body);
    await service.requestMobileChange(req.user!, mobile, password, req.ip);
    return { success: 1, message: MESSAGES.mobileOtpSent };
  });

  app.post('/profile/mobile/confirm', auth, async (req) => {
    const { mobile, otp } = parse(mobileChangeConfirmSchema, req.body);
    const data = await service.confirmMobileChange(req.user!, mobile, otp);
    return { success: 1, message: MESSAGES.mobileChanged, data };
  });

  app.post('/forgot/password', async (req) => {
    const { mobile } = parse(forgotPasswordSchema, req.body);
    await service.requestOtp(mobile, req.ip);
    return { success: 1, message: MESSAGES.otpSent };
  });

  app.post('/reset/password', async (req) => {
    const { mobile, otp, password } = parse(resetPasswordSchema, req.body);
    await service.resetPassword(mobile, otp, password, req.ip);
    return { success: 1, message: MESSAGES.passwordReset };
  });

  // Expired sessions, codes and throttle counters would otherwise pile up forever.
  registerJob({ name: 'accounts-purge', everySeconds: 3600, run: async () => void (await service.purgeExpired()) });

  // Place lists change rarely: let browsers and CDNs keep the country list for an hour.
  app.get('/country/list', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { success: 1, data: await repo.listCountries(db) };
  });
  app.post('/state/list', async (req) => {
    const { country_id } = parse(stateListSchema, req.body);
    return { success: 1, data: await repo.listStates(db, country_id) };
  });
  app.post('/city/list', async (req) => {
    const { state_id } = parse(cityListSchema, req.body);
    return { success: 1, data: await repo.listCities(db, state_id) };
  });
}
