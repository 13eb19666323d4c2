import { hash, verify as verifyHash } from '@node-rs/argon2';
import { ARGON2_COST } from '../../lib/password-hashing.ts';
import QRCode from 'qrcode';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_LIMITS, type StaffLoginResponse } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { conflict, fieldError, refused } from '../../lib/errors.ts';
import { createThrottle, enforce, type Limit } from '../../lib/throttle.ts';
import { recordAudit } from '../audit/index.ts';
import { siteIdentity } from '../settings/index.ts';
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from './otp.ts';
import { otpRequiredFor } from './otp-roles.ts';
import * as repo from './repository.ts';
import { csrfTokenFor } from './session-cookie.ts';

// The argon2id cost chosen for every password (lib/password-hashing.ts).
const ARGON2 = ARGON2_COST;
export const hashStaffPassword = (password: string) => hash(password, ARGON2);
// Verified against when the email is unknown, so timing does not reveal which emails are staff.
const DUMMY_HASH = hash('not-a-real-staff-password', ARGON2);

/**
 * Staff sign-in limits, as the devotees' login: a hard limit per email and address, growing
 * delays per email and per address. Wrong codes count as wrong passwords.
 */
export const STAFF_LOGIN_LIMITS = {
  pair: { max: 10, windowMinutes: 15 },
  email: { max: 30, windowMinutes: 60, slowDown: { firstSeconds: 2, maxSeconds: 60 } },
  address: { max: 100, windowMinutes: 15, slowDown: { firstSeconds: 2, maxSeconds: 30 } },
} satisfies Record<string, Limit>;

/**
 * Proving it is really the person behind a session (the current password, a current code) before
 * a change that would hand the account over: wrong tries count like wrong sign-ins, per account.
 */
export const STAFF_REAUTH_LIMIT: Limit = { max: 10, windowMinutes: 15 };

/** A right time-based code not used before on this account (each 30-second step counts once). */
async function totpAccepted(q: Queryable, staff: repo.StaffRow, code: string): Promise<boolean> {
  const step = staff.totp_secret ? await totpStep(staff.totp_secret, code) : null;
  return step !== null && (await repo.useTotpStep(q, staff.id, step));
}

/** Checks the code of an enrolled second factor: the app's 6 digits or an unused recovery code. */
export async function secondFactorValid(q: Queryable, staff: repo.StaffRow, code: string): Promise<boolean> {
  if (isRecoveryCode(code)) return repo.useRecoveryCode(q, staff.id, hashRecoveryCode(code));
  return totpAccepted(q, staff, code);
}

/** The checks of a signed-in person's proof, each try counted first (a stolen session cannot guess on). */
export function createReauth(deps: Pick<AppDeps, 'db'>) {
  const throttle = createThrottle({ db: deps.db });
  const count = (staff: repo.StaffRow) => enforce(throttle, `staff-reauth:${staff.id}`, STAFF_REAUTH_LIMIT);
  return {
    async password(staff: repo.StaffRow, password: string | undefined, field: string, missing: string) {
      if (!password) throw fieldError('staff_current_password_needed', field, missing);
      await count(staff);
      const ok = !!staff.password_hash && (await verifyHash(staff.password_hash, password).catch(() => false));
      if (!ok) throw fieldError('staff_current_password_wrong', field, MESSAGES.staffCurrentPasswordWrong);
    },
    async code(staff: repo.StaffRow, code: string | undefined, missing: string) {
      if (!code) throw fieldError('staff_current_code_needed', 'otp', missing);
      await count(staff);
      if (!(await secondFactorValid(deps.db, staff, code))) throw fieldError('staff_otp_invalid', 'otp', MESSAGES.staffOtpInvalid);
    },
  };
}

export interface StaffLogin {
  email: string;
  password: string;
  otp?: string;
}

export function createStaffService(deps: AppDeps) {
  const { db } = deps;
  const throttle = createThrottle({ db });
  const reauth = createReauth(deps);

  async function signedIn(staff: repo.StaffRow, endSetupSession?: number) {
    return db.tx(async (q) => {
      if (endSetupSession) await repo.endStaffSession(q, endSetupSession);
      const token = await repo.createStaffSession(q, staff.id, 'full', STAFF_LIMITS.sessionHours);
      await recordAudit(q, { staffId: staff.id, action: 'login', entity: 'staff', entityId: staff.id });
      return {
        success: 1 as const,
        message: MESSAGES.staffLoggedIn,
        access_token: token,
        csrf_token: csrfTokenFor(token),
        staff: { name: staff.name, role: staff.role },
      };
    });
  }

  /** A sign-in that must first choose a password or enrol a factor gets a setup session only. */
  async function setupStep(staff: repo.StaffRow, step: 'otp_enrol' | 'password_change', token?: string): Promise<StaffLoginResponse> {
    token ??= await repo.createStaffSession(db, staff.id, 'setup', 1);
    const message = step === 'otp_enrol' ? MESSAGES.staffOtpEnrol : MESSAGES.staffPasswordChange;
    return { success: 1, message, step, setup_token: token };
  }

  /** A new secret and how the app reads it (QR code, text, otpauth URI), named after the foundation. */
  async function enrolment(staff: repo.StaffRow, secret: string) {
    const uri = totpUri(secret, staff.email, (await siteIdentity(db, deps.config)).name);
    return { secret, otpauth_uri: uri, qr_data_url: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
  }

  const account = async (id: number) => (await repo.findStaffById(db, id))!;

  return {
    /**
     * Password first; then what is missing, in order: a password of their own, an enrolled
     * second factor (the roles the owner requires it of: otp-roles.ts), the code. Each try is counted before any check.
     */
    async login({ email, password, otp }: StaffLogin, ip: string): Promise<StaffLoginResponse> {
      const key = email.trim().toLowerCase();
      const pairKey = `staff-login:${key}:${ip}`;
      await enforce(throttle, pairKey, STAFF_LOGIN_LIMITS.pair);
      await enforce(throttle, `staff-login-email:${key}`, STAFF_LOGIN_LIMITS.email);
      await enforce(throttle, `staff-login-ip:${ip}`, STAFF_LOGIN_LIMITS.address);

      const staff = await repo.findStaffByEmail(db, key);
      const ok = await verifyHash(staff?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!staff || !staff.password_hash || !ok) throw refused('staff_login_failed', MESSAGES.staffLoginFailed, 401);
      if (staff.disabled_at) throw refused('staff_disabled', MESSAGES.staffDisabled, 403);

      if (staff.must_change_password) return setupStep(staff, 'password_change');
      if (!staff.totp_enabled && (await otpRequiredFor(db, staff.role))) return setupStep(staff, 'otp_enrol');
      if (staff.totp_enabled) {
        if (!otp) return { success: 1, message: MESSAGES.staffOtpRequired, step: 'otp_required' };
        if (!(await secondFactorValid(db, staff, otp))) throw refused('staff_otp_invalid', MESSAGES.staffOtpInvalid, 401);
      }
      await throttle.release(pairKey);
      return signedIn(staff);
    },

    /** Reset-link emails and link uses, per email and per address (no mail flood, no token guessing). */
    async countLinkRequest(email: string, ip: string) {
      await enforce(throttle, `staff-link:${email.trim().toLowerCase()}`, { max: 5, windowMinutes: 60 });
      await enforce(throttle, `staff-link-ip:${ip}`, { max: 30, windowMinutes: 60 });
    },

    async logout(staff: repo.StaffUser) {
      await repo.endStaffSession(db, staff.sessionId);
    },

    /**
     * A first sign-in's own password (setup session only): the answer is the next step (enrolling
     * a factor) or the session.
     */
    async choosePassword(user: repo.StaffUser, password: string, setupToken: string): Promise<StaffLoginResponse> {
      const staff = await account(user.id);
      if (staff.password_hash && (await verifyHash(staff.password_hash, password).catch(() => false))) {
        throw fieldError('staff_password_same', 'password', MESSAGES.staffPasswordSame);
      }
      const passwordHash = await hashStaffPassword(password);
      await db.tx(async (q) => {
        await repo.setPassword(q, staff.id, passwordHash, false);
        await repo.endOtherStaffSessions(q, staff.id, user.sessionId);
        await recordAudit(q, { staffId: staff.id, action: 'password_change', entity: 'staff', entityId: staff.id });
      });
      if (!staff.totp_enabled && (await otpRequiredFor(db, staff.role))) return setupStep(staff, 'otp_enrol', setupToken);
      return signedIn(staff, user.sessionId);
    },

    /** A first sign-in's new secret (replacing one not yet confirmed); refused once the factor is on. */
    async startOtpEnrol(user: repo.StaffUser) {
      const staff = await account(user.id);
      if (staff.totp_enabled) throw conflict('staff_otp_enabled', MESSAGES.staffOtpEnabled);
      const secret = newTotpSecret();
      await repo.setTotp(db, staff.id, secret, false);
      return enrolment(staff, secret);
    },

    /** Turns the factor on with a first good code, hands out the recovery codes (once) and the session. */
    async confirmOtp(user: repo.StaffUser, code: string) {
      const staff = await account(user.id);
      if (staff.totp_enabled) throw conflict('staff_otp_enabled', MESSAGES.staffOtpEnabled);
      if (!(await totpAccepted(db, staff, code))) throw fieldError('staff_otp_invalid', 'otp', MESSAGES.staffOtpInvalid);
      const codes = newRecoveryCodes();
      await db.tx(async (q) => {
        await repo.setTotp(q, staff.id, staff.totp_secret, true);
        await repo.replaceRecoveryCodes(q, staff.id, codes.map(hashRecoveryCode));
        await recordAudit(q, { staffId: staff.id, action: 'otp_enable', entity: 'staff', entityId: staff.id });
      });
      const session = await signedIn({ ...staff, totp_enabled: true }, user.sessionId);
      return { ...session, message: MESSAGES.staffOtpEnabled, recovery_codes: codes };
    },

    /** Signed in: a new password only with the current one (a stolen session must not change it); other sessions end. */
    async changePassword(user: repo.StaffUser, current: string, password: string) {
      const staff = await account(user.id);
      await reauth.password(staff, current, 'current_password', MESSAGES.required);
      if (current === password) throw fieldError('staff_password_same', 'password', MESSAGES.staffPasswordSame);
      const passwordHash = await hashStaffPassword(password);
      await db.tx(async (q) => {
        await repo.setPassword(q, staff.id, passwordHash, false);
        await repo.endOtherStaffSessions(q, staff.id, user.sessionId);
        await recordAudit(q, { staffId: staff.id, action: 'password_change', entity: 'staff', entityId: staff.id });
      });
    },

    /**
     * Signed in: a new authenticator (a first one, or one replacing the app in use) only with the
     * current password and, where two-step is on, a current code: a stolen session must not enrol
     * the thief's app. The secret waits on this session until a code from the new app confirms it.
     */
    async startAccountOtp(user: repo.StaffUser, current: string, otp: string | undefined) {
      const staff = await account(user.id);
      await reauth.password(staff, current, 'current_password', MESSAGES.required);
      if (staff.totp_enabled) await reauth.code(staff, otp, MESSAGES.staffCurrentCodeNeeded);
      const secret = newTotpSecret();
      await repo.setPendingTotp(db, user.sessionId, secret);
      return enrolment(staff, secret);
    },

    /** The new app's first code switches to it: new recovery codes (the old ones end), other sessions end. */
    async confirmAccountOtp(user: repo.StaffUser, code: string) {
      const staff = await account(user.id);
      const secret = await repo.pendingTotp(db, user.sessionId);
      if (!secret) throw refused('staff_otp_not_started', MESSAGES.staffOtpNotStarted, 409);
      const step = await totpStep(secret, code);
      if (step === null) throw fieldError('staff_otp_invalid', 'otp', MESSAGES.staffOtpInvalid);
      const codes = newRecoveryCodes();
      await db.tx(async (q) => {
        await repo.setTotp(q, staff.id, secret, true);
        // The code just shown counts as used: it cannot sign anyone in again.
        await repo.useTotpStep(q, staff.id, step);
        await repo.setPendingTotp(q, user.sessionId, null);
        await repo.replaceRecoveryCodes(q, staff.id, codes.map(hashRecoveryCode));
        await repo.endOtherStaffSessions(q, staff.id, user.sessionId);
        const action = staff.totp_enabled ? 'otp_replace' : 'otp_enable';
        await recordAudit(q, { staffId: staff.id, action, entity: 'staff', entityId: staff.id });
      });
      return { success: 1 as const, message: MESSAGES.staffOtpEnabled, recovery_codes: codes };
    },

    async me(id: number) {
      const s = await account(id);
      return { id: s.id, email: s.email, name: s.name, role: s.role, totp_enabled: s.totp_enabled };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
