import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LANG, codeOfLang, type Lang } from '@portal/contract/languages';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_COST } from '../../lib/password-hashing.ts';
import type { z } from 'zod';
import type { Profile, SessionResponse, profileUpdateSchema, registerSchema } from '@portal/contract/accounts';
import { LIMITS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { createSession, endAllSessions, endOtherSessions, type AuthUser } from '../../lib/auth.ts';
import { fieldError, refused, sessionInvalid } from '../../lib/errors.ts';
import { toThumbnail } from '../../lib/images.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { FILES_PREFIX } from '../../providers/storage.ts';
import { createThrottle, enforce, type Limit } from '../../lib/throttle.ts';
import type { MessagesService } from '../messages/index.ts';
import * as repo from './repository.ts';

// The argon2id cost chosen for every password (lib/password-hashing.ts).
const ARGON2 = ARGON2_COST;
export const hashPassword = (password: string) => hash(password, ARGON2);

// A fixed hash to verify against when the mobile is unknown, so timing does not reveal accounts.
const DUMMY_HASH = hash('not-a-real-password', ARGON2);

type RegisterData = z.output<typeof registerSchema>;
type ProfileData = z.output<typeof profileUpdateSchema>;

/** Fields a profile must have before the user may register for events (profile_status 1 otherwise). */
const REQUIRED_PROFILE_FIELDS = ['name', 'email', 'mobile', 'street_address', 'pincode', 'profession', 'know_matangi'] as const;

/**
 * Login limits. Tries are counted before the password is checked. The hard limit is per
 * number *and* address, so someone guessing from elsewhere cannot lock the owner out; the number
 * alone and the address alone only get a growing delay (429 with Retry-After, never a lock), which
 * slows guessing spread over many addresses or many numbers.
 */
export const LOGIN_LIMITS = {
  pair: { max: 10, windowMinutes: 15 },
  number: { max: 30, windowMinutes: 60, slowDown: { firstSeconds: 2, maxSeconds: 60 } },
  address: { max: 100, windowMinutes: 15, slowDown: { firstSeconds: 2, maxSeconds: 30 } },
} satisfies Record<string, Limit>;

/**
 * Sign-up tries per address, every try counted (a taken number and a new one alike): past `max`
 * in the hour each try waits a growing delay, like sign-in's address limit, so a list of numbers
 * cannot be checked for accounts at speed, while a sign-up desk on one Wi-Fi is slowed, never locked.
 */
export const signupLimit = (max: number): Limit => ({ max, windowMinutes: 60, slowDown: { firstSeconds: 5, maxSeconds: 120 } });

/** Code requests: per number (reset and mobile-change codes alike: no SMS flood) and per address. */
export const OTP_LIMITS = {
  number: { max: 3, windowMinutes: 15 },
  address: { max: 20, windowMinutes: 60 },
  resetAddress: { max: 30, windowMinutes: 60 },
  /** Password checks of the mobile-change request, per account. */
  mobileChange: { max: 5, windowMinutes: 15 },
} satisfies Record<string, Limit>;

const mobileTaken = () => fieldError('mobile_taken', 'mobile', MESSAGES.mobileTaken, 409);
const newOtp = () => String(randomInt(0, 1_000_000)).padStart(LIMITS.otp.length, '0');
/** Stored file names carry no personal data: a random id per picture. */
const newPictureKey = () => `profiles/${randomUUID()}.webp`;

export function profileStatus(p: Pick<Profile, (typeof REQUIRED_PROFILE_FIELDS)[number] | 'country_id'>): 0 | 1 {
  const missing = REQUIRED_PROFILE_FIELDS.some((f) => !p[f]) || !p.country_id;
  return missing ? 1 : 0;
}

/** For other modules (registrations): whether the user's profile has every required field. */
export async function isProfileComplete(q: Queryable, userId: number): Promise<boolean> {
  const profile = await repo.findProfile(q, userId);
  return !!profile && profileStatus(profile) === 0;
}

export function createAccountsService(deps: AppDeps, { messages }: { messages: MessagesService }) {
  const { db, storage, sms, config } = deps;
  const throttle = createThrottle({ db, redis: deps.redis });

  async function checkPlaces(data: { country_id: number; state_id?: number; city_id?: number }) {
    const problem = await repo.placeChainProblem(db, data);
    if (problem) throw fieldError('unknown_place', problem, MESSAGES.invalidNumber);
  }

  /** Validates and shrinks an uploaded picture; nothing is stored yet. */
  async function thumbnailOf(file?: UploadedFile): Promise<Buffer | undefined> {
    if (!file) return undefined;
    const { maxSide, quality } = LIMITS.profilePicture;
    return toThumbnail(file.bytes, 'picture', maxSide, quality);
  }

  /** Deletes a profile picture this module stored (never demo or other shared files). */
  async function removePicture(url: string) {
    const key = url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : '';
    if (key.startsWith('profiles/')) await storage.remove(key);
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

  /** Counts a code sent to a number (any purpose) and from an address. */
  async function countCodeRequest(mobile: string, ip: string) {
    await enforce(throttle, `otp-mobile:${mobile}`, OTP_LIMITS.number);
    await enforce(throttle, `otp-ip:${ip}`, OTP_LIMITS.address);
  }

  /** The account and its picture, in one transaction: a refused sign-up leaves no file behind. */
  async function createAccount(data: RegisterData, file: UploadedFile | undefined, lang: Lang): Promise<SessionResponse> {
    await checkPlaces(data);
    // The slow work (picture, password hash) comes before the lookup, so a taken number is
    // answered no sooner than a new one: the answer's time does not tell who has an account.
    const thumb = await thumbnailOf(file);
    const passwordHash = await hashPassword(data.password);
    if (await repo.findUserByMobile(db, data.mobile)) throw mobileTaken();
    const key = thumb ? newPictureKey() : undefined;
    let user: { id: number; name: string };
    try {
      user = await db.tx(async (q) => {
        const row = await repo.insertUser(q, {
          ...data,
          state_id: data.state_id ?? null,
          city_id: data.city_id ?? null,
          password_hash: passwordHash,
          picture: key ? storage.url(key) : '',
          // The language the person signed up in is the account's language (its messages use it).
          language: codeOfLang(lang),
        });
        // Two sign-ups with one number at once: the unique index lets only one through.
        if (!row) throw mobileTaken();
        if (key && thumb) await storage.put(key, thumb);
        return row;
      });
    } catch (err) {
      if (key) await storage.remove(key).catch(() => undefined);
      throw err;
    }
    return sessionResponse(user.id, user.name, MESSAGES.registered);
  }

  return {
    /** Sign-up: every try counts against the address's limit, and every answer takes the same time. */
    async register(data: RegisterData, ip: string, file?: UploadedFile, lang: Lang = DEFAULT_LANG): Promise<SessionResponse> {
      await enforce(throttle, `signup-ip:${ip}`, signupLimit(config.SIGNUP_ADDRESS_LIMIT));
      // Every answer from here on (a new account, a taken number, a bad place) leaves no sooner
      // than SIGNUP_ANSWER_MS after the try began: its time does not tell which it was.
      const answerAt = Date.now() + config.SIGNUP_ANSWER_MS;
      try {
        return await createAccount(data, file, lang);
      } finally {
        await sleep(Math.max(0, answerAt - Date.now()));
      }
    },

    /**
     * Each try is counted before the password is checked (one atomic statement per limit), so
     * parallel guesses cannot pass the limit. A success clears its number-and-address count and
     * gives back its try to the number's and the address's counts.
     */
    async login(mobile: string, password: string, ip: string): Promise<SessionResponse> {
      const keys = { pair: `login-pair:${mobile}:${ip}`, number: `login-number:${mobile}`, address: `login-ip:${ip}` };
      await enforce(throttle, keys.pair, LOGIN_LIMITS.pair);
      await enforce(throttle, keys.number, LOGIN_LIMITS.number);
      await enforce(throttle, keys.address, LOGIN_LIMITS.address);
      const user = await repo.findUserByMobile(db, mobile);
      const ok = await verify(user?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !ok || user.closed) throw refused('login_failed', MESSAGES.loginFailed, 401);
      // The soft limits count failures: a success gives its try back.
      await throttle.clear(keys.pair);
      await throttle.release(keys.number);
      await throttle.release(keys.address);
      return sessionResponse(user.id, user.name, MESSAGES.loggedIn);
    },

    async profile(userId: number): Promise<Profile> {
      const p = await repo.findProfile(db, userId);
      if (!p) throw refused('session_expired', MESSAGES.sessionExpired, 401);
      return { ...p, profile_status: profileStatus(p) };
    },

    /**
     * Saves the profile. The mobile number is the login and the reset channel, so it is not
     * changed here (requestMobileChange and confirmMobileChange do): a different number is
     * refused under its field. A new
     * picture replaces the old one, whose file is deleted.
     */
    async updateProfile(userId: number, data: ProfileData, file?: UploadedFile): Promise<Profile> {
      const current = await repo.findMobile(db, userId);
      if (current === undefined) throw sessionInvalid();
      if (data.mobile !== current) throw fieldError('mobile_change_separately', 'mobile', MESSAGES.mobileChangeSeparately);
      await checkPlaces(data);
      const thumb = await thumbnailOf(file);
      const key = thumb ? newPictureKey() : undefined;
      let row: { old_picture: string } | undefined;
      try {
        if (key && thumb) await storage.put(key, thumb);
        row = await repo.updateProfile(db, userId, {
          ...data,
          state_id: data.state_id ?? null,
          city_id: data.city_id ?? null,
          picture: key ? storage.url(key) : undefined,
        });
      } catch (err) {
        if (key) await storage.remove(key).catch(() => undefined);
        throw err;
      }
      if (!row) throw sessionInvalid();
      // The profile is saved: a storage fault while deleting the old file must not fail the request.
      if (key && row.old_picture) await removePicture(row.old_picture).catch(() => undefined);
      return this.profile(userId);
    },

    /**
     * First step of moving the account to a new number: the current password (counted per
     * account), then a code by SMS to the new number, which must not belong to another account.
     */
    async requestMobileChange(user: AuthUser, mobile: string, password: string, ip: string): Promise<void> {
      await enforce(throttle, `mobile-change:${user.id}`, OTP_LIMITS.mobileChange);
      const hash = await repo.findPasswordHash(db, user.id);
      if (!hash) throw sessionInvalid();
      if (!(await verify(hash, password).catch(() => false))) throw fieldError('password_wrong', 'password', MESSAGES.passwordWrong);
      if ((await repo.findMobile(db, user.id)) === mobile) throw fieldError('same_mobile', 'mobile', MESSAGES.sameMobile);
      if (await repo.isMobileTaken(db, mobile, user.id)) throw mobileTaken();
      await countCodeRequest(mobile, ip);
      const code = newOtp();
      await db.tx(async (q) => {
        await repo.invalidateMobileChanges(q, user.id);
        await repo.insertMobileChange(q, user.id, mobile, codeHash(`mobile:${user.id}:${mobile}`, code), LIMITS.otp.ttlMinutes);
      });
      await sms.send(mobile, `Your mobile number change code is ${code}. It expires in ${LIMITS.otp.ttlMinutes} minutes.`);
    },

    /**
     * Second step: the code (5 tries) moves the account, ends every other session and any reset
     * code sent to the old number. The session making the request stays.
     */
    async confirmMobileChange(user: AuthUser, mobile: string, otp: string): Promise<Profile> {
      const outcome = await db
        .tx(async (q) => {
          const change = await repo.lockLiveMobileChange(q, user.id, mobile);
          if (!change) return 'invalid';
          const verdict = await checkCode(q, change, codeHash(`mobile:${user.id}:${mobile}`, otp), repo.countMobileChangeTry);
          if (verdict !== 'ok') return verdict;
          const previous = await repo.findMobile(q, user.id);
          if (!(await repo.setMobile(q, user.id, mobile))) return 'taken';
          await repo.useMobileChange(q, change.id);
          // The previous number is told: if a thief moved the account, its owner hears of it there.
          await messages.queueMessage(q, { kind: 'mobile-changed', userId: user.id, subject: `mobile-change:${change.id}`, shortTo: previous });
          await repo.invalidateResets(q, user.id);
          await endOtherSessions(q, user.id, user.sessionId);
          return 'ok';
        })
        // A sign-up that took the number in the same instant: the unique index refuses the move.
        .catch((err: unknown) => {
          if ((err as { code?: string }).code === '23505') return 'taken' as const;
          throw err;
        });
      if (outcome === 'taken') throw mobileTaken();
      if (outcome === 'too-many') throw fieldError('otp_too_many_tries', 'otp', MESSAGES.otpTooManyTries);
      if (outcome === 'invalid') throw fieldError('otp_invalid', 'otp', MESSAGES.otpInvalid);
      return this.profile(user.id);
    },

    /** Sends a 6-digit code by SMS. Says the same whether or not the number has an account. */
    async requestOtp(mobile: string, ip: string): Promise<void> {
      await countCodeRequest(mobile, ip);
      const user = await repo.findUserByMobile(db, mobile);
      if (!user) return;
      const code = newOtp();
      await db.tx(async (q) => {
        await repo.invalidateResets(q, user.id);
        await repo.insertReset(q, user.id, codeHash(String(user.id), code), LIMITS.otp.ttlMinutes);
      });
      await sms.send(mobile, `Your password reset code is ${code}. It expires in ${LIMITS.otp.ttlMinutes} minutes.`);
    },

    /** Checks the code (5 tries at most), sets the new password and ends every session. */
    async resetPassword(mobile: string, otp: string, password: string, ip: string): Promise<void> {
      await enforce(throttle, `reset-ip:${ip}`, OTP_LIMITS.resetAddress);
      const user = await repo.findUserByMobile(db, mobile);
      if (!user) throw fieldError('otp_invalid', 'otp', MESSAGES.otpInvalid);
      const newHash = await hashPassword(password);
      const outcome = await db.tx(async (q) => {
        const reset = await repo.lockLiveReset(q, user.id);
        if (!reset) return 'invalid';
        const verdict = await checkCode(q, reset, codeHash(String(user.id), otp), repo.countResetTry);
        if (verdict !== 'ok') return verdict;
        await repo.useReset(q, reset.id);
        await repo.setPassword(q, user.id, newHash);
        await endAllSessions(q, user.id);
        await messages.queueMessage(q, { kind: 'password-changed', userId: user.id, subject: `password-reset:${reset.id}` });
        return 'ok';
      });
      if (outcome === 'too-many') throw fieldError('otp_too_many_tries', 'otp', MESSAGES.otpTooManyTries);
      if (outcome === 'invalid') throw fieldError('otp_invalid', 'otp', MESSAGES.otpInvalid);
    },

    /** The scheduled cleanup: dead sessions and codes, and throttle counters whose time is over. */
    async purgeExpired() {
      const rows = await repo.purgeDeadRows(db);
      return { ...rows, throttleCounters: await throttle.prune() };
    },
  };
}

/**
 * Compares a code with a locked pending code row: too many tries end it, a wrong code counts a
 * try. 'ok' leaves the caller to use the row.
 */
async function checkCode(
  q: Queryable,
  row: { id: number; code_hash: string; attempts: number },
  givenHash: string,
  countTry: (q: Queryable, id: number) => Promise<{ attempts: number } | undefined>,
): Promise<'ok' | 'invalid' | 'too-many'> {
  if (row.attempts >= LIMITS.otp.maxAttempts) return 'too-many';
  if (safeEqual(row.code_hash, givenHash)) return 'ok';
  const { attempts } = (await countTry(q, row.id))!;
  return attempts >= LIMITS.otp.maxAttempts ? 'too-many' : 'invalid';
}

/** Codes are stored hashed with what they are for, so a code for one purpose fits no other. */
const codeHash = (purpose: string, code: string) => createHash('sha256').update(`${purpose}:${code}`).digest('hex');

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type AccountsService = ReturnType<typeof createAccountsService>;
