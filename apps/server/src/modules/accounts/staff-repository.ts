import type { Queryable } from '../../db/client.ts';

/** The accounts module's SQL for staff's care of a person: corrections, deactivation, erasure. */

export interface DevoteeCore {
  id: number;
  name: string;
  email: string;
  mobile: string;
  whatsapp_number: string;
  street_address: string;
  pincode: string;
  picture: string;
  deactivated_at: Date | null;
  erased_at: Date | null;
}

export const lockDevotee = (q: Queryable, id: number) =>
  q.one<DevoteeCore>(
    `SELECT id, name, email, mobile, whatsapp_number, street_address, pincode, picture, deactivated_at, erased_at
       FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  );

export const mobileUsedByOther = async (q: Queryable, mobile: string, id: number) =>
  !!(await q.one('SELECT 1 FROM users WHERE mobile = $1 AND id <> $2', [mobile, id]));

export const emailUsedByOther = async (q: Queryable, email: string, id: number) =>
  !!(await q.one('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 AND erased_at IS NULL', [email, id]));

/** Only the columns given (all from a fixed list; values as parameters). */
export async function updateDevotee(q: Queryable, id: number, fields: Partial<Record<'name' | 'email' | 'mobile' | 'whatsapp_number' | 'street_address' | 'pincode', string>>) {
  const keys = Object.keys(fields) as (keyof typeof fields)[];
  if (keys.length === 0) return;
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await q.query(`UPDATE users SET ${sets}, updated_at = now() WHERE id = $1`, [id, ...keys.map((k) => fields[k])]);
}

export const setDeactivated = (q: Queryable, id: number) => q.query('UPDATE users SET deactivated_at = now(), updated_at = now() WHERE id = $1', [id]);

/**
 * Erasure (DPDP): every personal field emptied; the row stays so that receipts and Form 10BD
 * rows (kept by the donations module as tax law requires) still point at it. The mobile becomes
 * a unique placeholder no one can log in with; the password a hash of nothing.
 */
export async function eraseUser(q: Queryable, id: number, unusableHash: string) {
  await q.query(
    `UPDATE users SET salut = '', name = 'Erased', email = '', mobile = 'erased-' || id, dial_code = '', password_hash = $2,
       dob = NULL, gender = '', country_id = NULL, state_id = NULL, city_id = NULL, picture = '', street_address = '', pincode = '',
       education = '', profession = '', profession_detail = '', company_name = '', whatsapp_number = '', know_matangi = '',
       friend_name = '', friend_mobile = '', know_other = '', pan_number = '', erased_at = now(),
       deactivated_at = coalesce(deactivated_at, now()), updated_at = now()
     WHERE id = $1`,
    [id, unusableHash],
  );
  await q.query('DELETE FROM password_resets WHERE user_id = $1', [id]);
  await q.query('DELETE FROM mobile_changes WHERE user_id = $1', [id]);
}

/** Whether the login counters of a number hold a lock or a delay now (the table store). */
export const loginLocked = async (q: Queryable, mobile: string, pairMax: number) =>
  !!(await q.one(
    `SELECT 1 FROM throttle_counters
      WHERE window_ends_at > now() AND ((starts_with(key, $1) AND hits >= $3) OR (key = $2 AND next_try_at > now()))`,
    [`login-pair:${mobile}:`, `login-number:${mobile}`, pairMax],
  ));
