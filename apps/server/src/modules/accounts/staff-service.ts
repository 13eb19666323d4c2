import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@portal/contract/messages';
import type { DevoteePatch } from '@portal/contract/admin-devotees';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { endAllSessions } from '../../lib/auth.ts';
import { fieldError, notFound, refused } from '../../lib/errors.ts';
import { createThrottle } from '../../lib/throttle.ts';
import { FILES_PREFIX } from '../../providers/storage.ts';
import { hashPassword, LOGIN_LIMITS } from './service.ts';
import * as repo from './staff-repository.ts';

/**
 * What the back office may do to a person's account, for the devotees module: the
 * accounts module stays the only writer of `users`. Each function works in the caller's
 * transaction (which records the audit row) and returns the row before and after.
 */
export function createAccountCareService(deps: AppDeps) {
  const throttle = createThrottle({ db: deps.db, redis: deps.redis });
  const taken = (code: 'devotee_mobile_taken' | 'devotee_email_taken', field: string, message: string) => fieldError(code, field, message, 409);

  async function lock(q: Queryable, id: number) {
    const row = await repo.lockDevotee(q, id);
    if (!row) throw notFound('devotee_not_found', MESSAGES.devoteeNotFound);
    if (row.erased_at) throw refused('devotee_already_erased', MESSAGES.devoteeAlreadyErased);
    return row;
  }

  return {
    lock,

    /** Corrects the given fields; a mobile or email another account uses is refused (409). */
    async correct(q: Queryable, id: number, patch: DevoteePatch) {
      const before = await lock(q, id);
      const fields = Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== undefined && v !== before[k as keyof typeof before]));
      if (fields.mobile && (await repo.mobileUsedByOther(q, fields.mobile, id))) throw taken('devotee_mobile_taken', 'mobile', MESSAGES.devoteeMobileTaken);
      if (fields.email && (await repo.emailUsedByOther(q, fields.email, id))) throw taken('devotee_email_taken', 'email', MESSAGES.devoteeEmailTaken);
      await repo.updateDevotee(q, id, fields);
      // A new mobile is a new login name: sessions opened with the old one end.
      if (fields.mobile) await endAllSessions(q, id);
      return { before: Object.fromEntries(Object.keys(fields).map((k) => [k, before[k as keyof typeof before]])), after: fields };
    },

    /** Whether tries against this number are locked or slowed now. */
    isLocked: (q: Queryable, mobile: string) => repo.loginLocked(q, mobile, LOGIN_LIMITS.pair.max),

    /** Clears the number's login counters (every address's lock and the number's delay); how many there were. */
    async liftLoginLock(mobile: string): Promise<number> {
      return (await throttle.clearPrefix(`login-pair:${mobile}:`)) + (await throttle.clearPrefix(`login-number:${mobile}`));
    },

    async deactivate(q: Queryable, id: number) {
      const row = await lock(q, id);
      if (row.deactivated_at) throw refused('devotee_already_deactivated', MESSAGES.devoteeAlreadyDeactivated);
      await repo.setDeactivated(q, id);
      await endAllSessions(q, id);
    },

    /** Empties the account (DPDP erasure) and ends its sessions; the picture file goes after the commit. */
    async erase(q: Queryable, id: number): Promise<{ picture: string }> {
      const row = await lock(q, id);
      await repo.eraseUser(q, id, await hashPassword(randomBytes(32).toString('hex')));
      await endAllSessions(q, id);
      return { picture: row.picture };
    },

    /** Deletes a stored profile picture (never demo or shared files). */
    async removePicture(picture: string) {
      const key = picture.startsWith(FILES_PREFIX) ? picture.slice(FILES_PREFIX.length) : '';
      if (key.startsWith('profiles/')) await deps.storage.remove(key).catch(() => undefined);
    },
  };
}

export type AccountCareService = ReturnType<typeof createAccountCareService>;
