import { randomBytes } from 'node:crypto';
import type { DeskCity } from '@portal/contract/admin-desk';
import type { Queryable } from '../../db/client.ts';
import { hashPassword } from './service.ts';
import { emailUsedByOther } from './staff-repository.ts';

/**
 * A walk-in's account, made by staff at the desk (registrations' desk): the accounts module stays
 * the only writer of `users`. The account has the few fields the desk asks (name, mobile, city,
 * an email when given) and a random password nobody knows: the person sets their own through the
 * password-reset flow (mobile, then a code by SMS), which the 'desk-account-created' message
 * points to. Its profile is incomplete until they fill it in, as after a sign-up.
 */
export interface WalkIn {
  name: string;
  mobile: string;
  cityId: number;
  email: string;
  /** 0 English, 1 Tamil: the language of their messages. */
  language: 0 | 1;
}

export type WalkInOutcome = { id: number; name: string; mobile: string } | 'mobile-taken' | 'email-taken' | 'unknown-city';

/** Cities by the start of their name (then anywhere in it), with their state, for the desk's city field. */
export const searchCities = (q: Queryable, text: string, limit: number) =>
  q.query<DeskCity>(
    `SELECT c.id, c.name, s.name AS state_name
       FROM cities c JOIN states s ON s.id = c.state_id
      WHERE $1 = '' OR c.name ILIKE '%' || $1 || '%'
      ORDER BY (c.name ILIKE $1 || '%') DESC, c.name, s.name
      LIMIT $2`,
    [text.replace(/[\\%_]/g, (m) => `\\${m}`), limit],
  );

/** Inserts the walk-in's account in the caller's transaction; a taken number or email, or an unknown city, is said, not thrown. */
export async function createWalkInAccount(q: Queryable, w: WalkIn): Promise<WalkInOutcome> {
  const place = await q.one<{ state_id: number; country_id: number; dial_code: string }>(
    `SELECT s.id AS state_id, s.country_id, coalesce(nullif(k.phone_code, ''), '91') AS dial_code
       FROM cities c JOIN states s ON s.id = c.state_id JOIN countries k ON k.id = s.country_id
      WHERE c.id = $1`,
    [w.cityId],
  );
  if (!place) return 'unknown-city';
  if (w.email && (await emailUsedByOther(q, w.email, 0))) return 'email-taken';
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  const row = await q.one<{ id: number; name: string; mobile: string }>(
    `INSERT INTO users (name, email, mobile, dial_code, password_hash, country_id, state_id, city_id, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (mobile) DO NOTHING
     RETURNING id, name, mobile`,
    [w.name, w.email, w.mobile, place.dial_code.replace(/\D/g, '') || '91', passwordHash, place.country_id, place.state_id, w.cityId, w.language],
  );
  return row ?? 'mobile-taken';
}
