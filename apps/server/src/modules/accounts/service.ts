import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import type { Profile, SessionResponse, profileUpdateSchema, registerSchema } from '@portal/contract/accounts';
import { LIMITS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { createSession, endAllSessions } from '../../lib/auth.ts';
import { AppError, fieldError, refused } from '../../lib/errors.ts';
import { toThumbnail } from '../../lib/images.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { assertUnderLimit, clearHits, recordHit, throttle } from '../../lib/throttle.ts';
import * as repo from './repository.ts';

// OWASP's argon2id baseline: 19 MiB memory, 2 passes.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
export const hashPassword = (password: string) => hash(password, ARGON2);

// A fixed hash to verify against when the mobile is unknown, so timing does not reveal accounts.
const DUMMY_HASH = hash('not-a-real-password', ARGON2);

type RegisterData = z.output<typeof registerSchema>;
type ProfileData = z.output<typeof profileUpdateSchema>;

/** Fields a profile must have before the user may register for events (profile_status 1 otherwise). */
const REQUIRED_PROFILE_FIELDS = ['name', 'email', 'mobile', 'street_address', 'pincode', 'profession', 'know_matangi'] as const;

export function profileStatus(p: Pick<Profile, (typeof REQUIRED_PROFILE_FIELDS)[number] | 'country_id'>): 0 | 1 {
  const missing = REQUIRED_PROFILE_FIELDS.some((f) => !p[f]) || !p.country_id;
  return missing ? 1 : 0;
}

export function createAccountsService({ db, storage, sms, config }: AppDeps) {
  async function checkPlaces(data: { country_id: number; state_id?: number; city_id?: number }) {
    const problem = await repo.placeChainProblem(db, data);
    if (problem) throw fieldError(problem, MESSAGES.invalidNumber);
  }

  async function storePicture(userKey: string, file?: UploadedFile): Promise<string | undefined> {
    if (!file) return undefined;
    const { maxSide, quality } = LIMITS.profilePicture;
    const thumb = await toThumbnail(file.bytes, 'picture', maxSide, quality);
    const key = `profiles/${userKey}-${createHash('sha256').update(thumb).digest('hex').slice(0, 16)}.webp`;
    return storage.put(key, thumb);
  }

  async function sessionResponse(userId: number, name: string, message: string): Promise<SessionResponse> {
    const token = await createSession(db, userId, config.SESSION_DAYS);
    const profile = await repo.findProfile(db, userId);
    const pending = await repo.pendingFeedback(db, userId);
    return {
      success: 1,
      message,
      profile_status: profile ? profileStatus(profile) : 1,
      ...pending,
      access_token: token,
      user_name: name,
    };
  }

  return {
    async register(data: RegisterData, file?: UploadedFile): Promise<SessionResponse> {
      await checkPlaces(data);
      if (await repo.findUserByMobile(db, data.mobile)) {
        throw new AppError(409, `mobile: ${MESSAGES.mobileTaken}`, 0, { mobile: MESSAGES.mobileTaken });
      }
      const picture = (await storePicture(`new-${data.mobile}`, file)) ?? '';
      const user = await repo.insertUser(db, {
        ...data,
        state_id: data.state_id ?? null,
        city_id: data.city_id ?? null,
        password_hash: await hashPassword(data.password),
        picture,
      });
      // Two sign-ups with one number at once: the unique index lets only one through.
      if (!user) throw new AppError(409, `mobile: ${MESSAGES.mobileTaken}`, 0, { mobile: MESSAGES.mobileTaken });
      return sessionResponse(user.id, user.name, MESSAGES.registered);
    },

    async login(mobile: string, password: string, ip: string): Promise<SessionResponse> {
      const perMobile = { bucket: 'login-fail', subject: mobile, max: 10, windowMinutes: 15 };
      const perAddress = { bucket: 'login-fail-ip', subject: ip, max: 50, windowMinutes: 15 };
      await assertUnderLimit(db, perMobile);
      await assertUnderLimit(db, perAddress);
      const user = await repo.findUserByMobile(db, mobile);
      const ok = await verify(user?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !ok) {
        await recordHit(db, perMobile);
        await recordHit(db, perAddress);
        throw refused(MESSAGES.loginFailed, 401);
      }
      await clearHits(db, 'login-fail', mobile);
      return sessionResponse(user.id, user.name, MESSAGES.loggedIn);
    },

    async profile(userId: number): Promise<Profile> {
      const p = await repo.findProfile(db, userId);
      if (!p) throw refused(MESSAGES.sessionExpired, 401);
      return { ...p, profile_status: profileStatus(p) };
    },

    async updateProfile(userId: number, data: ProfileData, file?: UploadedFile): Promise<Profile> {
      await checkPlaces(data);
      const picture = await storePicture(`user-${userId}`, file);
      const row = await repo.updateProfile(db, userId, {
        ...data,
        state_id: data.state_id ?? null,
        city_id: data.city_id ?? null,
        picture,
      });
      if (!row) throw new AppError(409, `mobile: ${MESSAGES.mobileTaken}`, 0, { mobile: MESSAGES.mobileTaken });
      return this.profile(userId);
    },

    /** Sends a 6-digit code by SMS. Says the same whether or not the number has an account. */
    async requestOtp(mobile: string, ip: string): Promise<void> {
      await throttle(db, { bucket: 'otp-mobile', subject: mobile, max: 3, windowMinutes: 15 });
      await throttle(db, { bucket: 'otp-ip', subject: ip, max: 20, windowMinutes: 60 });
      const user = await repo.findUserByMobile(db, mobile);
      if (!user) return;
      const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.otp.length, '0');
      await db.tx(async (q) => {
        await repo.invalidateResets(q, user.id);
        await repo.insertReset(q, user.id, otpHash(user.id, code), LIMITS.otp.ttlMinutes);
      });
      await sms.send(mobile, `Your password reset code is ${code}. It expires in ${LIMITS.otp.ttlMinutes} minutes.`);
    },

    /** Checks the code (5 tries at most), sets the new password and ends every session. */
    async resetPassword(mobile: string, otp: string, password: string, ip: string): Promise<void> {
      await throttle(db, { bucket: 'reset-ip', subject: ip, max: 30, windowMinutes: 60 });
      const user = await repo.findUserByMobile(db, mobile);
      if (!user) throw fieldError('otp', MESSAGES.otpInvalid);
      const newHash = await hashPassword(password);
      const outcome = await db.tx(async (q) => {
        const reset = await repo.lockLiveReset(q, user.id);
        if (!reset) return 'invalid';
        if (reset.attempts >= LIMITS.otp.maxAttempts) return 'too-many';
        if (!safeEqual(reset.code_hash, otpHash(user.id, otp))) {
          const { attempts } = (await repo.countResetTry(q, reset.id))!;
          return attempts >= LIMITS.otp.maxAttempts ? 'too-many' : 'invalid';
        }
        await repo.useReset(q, reset.id);
        await repo.setPassword(q, user.id, newHash);
        await endAllSessions(q, user.id);
        return 'ok';
      });
      if (outcome === 'too-many') throw fieldError('otp', MESSAGES.otpTooManyTries);
      if (outcome === 'invalid') throw fieldError('otp', MESSAGES.otpInvalid);
    },
  };
}

const otpHash = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
