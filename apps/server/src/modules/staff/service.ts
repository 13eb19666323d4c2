import { hash, verify as verifyHash } from '@node-rs/argon2';
import QRCode from 'qrcode';
import { MESSAGES } from '@portal/contract/messages';
import { OTP_REQUIRED_ROLES, STAFF_LIMITS, type StaffLoginResponse } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { conflict, fieldError, refused } from '../../lib/errors.ts';
import { createThrottle, enforce, type Limit } from '../../lib/throttle.ts';
import { recordAudit } from '../audit/service.ts';
import { siteIdentity } from '../settings/service.ts';
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from './otp.ts';
import * as repo from './repository.ts';

// The devotees' argon2id parameters (OWASP baseline: 19 MiB, 2 passes).
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
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

export interface StaffLogin {
  email: string;
  password: string;
  otp?: string;
}

export function createStaffService(deps: AppDeps) {
  const { db } = deps;
  const throttle = createThrottle({ db });

  /** Checks the code of an enrolled second factor: the app's 6 digits or an unused recovery code. */
  async function secondFactorValid(q: Queryable, staff: repo.StaffRow, code: string): Promise<boolean> {
    if (isRecoveryCode(code)) return repo.useRecoveryCode(q, staff.id, hashRecoveryCode(code));
    return totpAccepted(q, staff, code);
  }

  /** A right time-based code not used before on this account (each 30-second step counts once). */
  async function totpAccepted(q: Queryable, staff: repo.StaffRow, code: string): Promise<boolean> {
    const step = staff.totp_secret ? await totpStep(staff.totp_secret, code) : null;
    return step !== null && (await repo.useTotpStep(q, staff.id, step));
  }

  async function signedIn(staff: repo.StaffRow, endSetupSession?: number): Promise<StaffLoginResponse> {
    return db.tx(async (q) => {
      if (endSetupSession) await repo.endStaffSession(q, endSetupSession);
      const token = await repo.createStaffSession(q, staff.id, 'full', STAFF_LIMITS.sessionHours);
      await recordAudit(q, { staffId: staff.id, action: 'login', entity: 'staff', entityId: staff.id });
      return { success: 1, message: MESSAGES.staffLoggedIn, access_token: token, staff: { name: staff.name, role: staff.role } };
    });
  }

  /** A sign-in that must first choose a password or enrol a factor gets a setup session only. */
  async function setupStep(staff: repo.StaffRow, step: 'otp_enrol' | 'password_change', token?: string): Promise<StaffLoginResponse> {
    token ??= await repo.createStaffSession(db, staff.id, 'setup', 1);
    const message = step === 'otp_enrol' ? MESSAGES.staffOtpEnrol : MESSAGES.staffPasswordChange;
    return { success: 1, message, step, setup_token: token };
  }

  return {
    /**
     * Password first; then what is missing, in order: a password of their own, an enrolled
     * second factor (owner and finance), the code. Each try is counted before any check.
     */
    async login({ email, password, otp }: StaffLogin, ip: string): Promise<StaffLoginResponse> {
      const key = email.trim().toLowerCase();
      const pairKey = `staff-login:${key}:${ip}`;
      await enforce(throttle, pairKey, STAFF_LOGIN_LIMITS.pair);
      await enforce(throttle, `staff-login-email:${key}`, STAFF_LOGIN_LIMITS.email);
      await enforce(throttle, `staff-login-ip:${ip}`, STAFF_LOGIN_LIMITS.address);

      const staff = await repo.findStaffByEmail(db, key);
      const ok = await verifyHash(staff?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!staff || !staff.password_hash || !ok) throw refused(MESSAGES.staffLoginFailed, 401);
      if (staff.disabled_at) throw refused(MESSAGES.staffDisabled, 403);

      if (staff.must_change_password) return setupStep(staff, 'password_change');
      if (!staff.totp_enabled && OTP_REQUIRED_ROLES.includes(staff.role)) return setupStep(staff, 'otp_enrol');
      if (staff.totp_enabled) {
        if (!otp) return { success: 1, message: MESSAGES.staffOtpRequired, step: 'otp_required' };
        if (!(await secondFactorValid(db, staff, otp))) throw refused(MESSAGES.staffOtpInvalid, 401);
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
     * Sets the staff member's own password. During a first sign-in the answer is the next step
     * (enrolling a factor) or the session; otherwise their other sessions end.
     */
    async choosePassword(user: repo.StaffUser, password: string, currentToken: string): Promise<StaffLoginResponse> {
      const staff = (await repo.findStaffById(db, user.id))!;
      if (staff.password_hash && (await verifyHash(staff.password_hash, password).catch(() => false))) {
        throw fieldError('password', MESSAGES.staffPasswordSame);
      }
      const passwordHash = await hashStaffPassword(password);
      await db.tx(async (q) => {
        await repo.setPassword(q, staff.id, passwordHash, false);
        await repo.endOtherStaffSessions(q, staff.id, user.sessionId);
        await recordAudit(q, { staffId: staff.id, action: 'password_change', entity: 'staff', entityId: staff.id });
      });
      // Signed in already: this session goes on.
      if (user.stage === 'full') return { success: 1, message: MESSAGES.staffPasswordChanged, access_token: currentToken, staff: { name: staff.name, role: staff.role } };
      if (!staff.totp_enabled && OTP_REQUIRED_ROLES.includes(staff.role)) return setupStep(staff, 'otp_enrol', currentToken);
      return signedIn(staff, user.sessionId);
    },

    /** A new secret to enrol (replacing one not yet confirmed); refused once the factor is on. */
    async startOtpEnrol(user: repo.StaffUser) {
      const staff = (await repo.findStaffById(db, user.id))!;
      if (staff.totp_enabled) throw conflict(MESSAGES.staffOtpEnabled);
      const secret = newTotpSecret();
      await repo.setTotp(db, staff.id, secret, false);
      // The authenticator app names the account after the foundation (site settings).
      const uri = totpUri(secret, staff.email, (await siteIdentity(db, deps.config)).name);
      return { secret, otpauth_uri: uri, qr_data_url: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },

    /** Turns the factor on with a first good code, and hands out the recovery codes (once). */
    async confirmOtp(user: repo.StaffUser, code: string) {
      const staff = (await repo.findStaffById(db, user.id))!;
      if (staff.totp_enabled) throw conflict(MESSAGES.staffOtpEnabled);
      if (!(await totpAccepted(db, staff, code))) throw fieldError('otp', MESSAGES.staffOtpInvalid);
      const codes = newRecoveryCodes();
      await db.tx(async (q) => {
        await repo.setTotp(q, staff.id, staff.totp_secret, true);
        await repo.replaceRecoveryCodes(q, staff.id, codes.map(hashRecoveryCode));
        await recordAudit(q, { staffId: staff.id, action: 'otp_enable', entity: 'staff', entityId: staff.id });
      });
      const base = { success: 1 as const, message: MESSAGES.staffOtpEnabled, recovery_codes: codes };
      if (user.stage === 'full') return base;
      const session = await signedIn({ ...staff, totp_enabled: true }, user.sessionId);
      return 'access_token' in session ? { ...base, access_token: session.access_token, staff: session.staff } : base;
    },

    async me(id: number) {
      const s = (await repo.findStaffById(db, id))!;
      return { id: s.id, email: s.email, name: s.name, role: s.role, totp_enabled: s.totp_enabled };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
