import type { Profile, NamedItem } from '@portal/contract/accounts';
import type { Queryable } from '../../db/client.ts';
import { cameToEvent } from '../../lib/attendance.ts';
import { asksQuestionsSql } from '../questions/index.ts';

/** SQL of the accounts module: users, password resets and the place lists. */
export interface UserRow {
  id: number;
  name: string;
  mobile: string;
  password_hash: string;
  /** Deactivated or erased by staff: no login. */
  closed: boolean;
}

export type PersonFields = Omit<Profile, 'id' | 'profile_status' | 'picture' | 'pan_number' | 'dob'> & {
  dob: string;
  pan_number?: string;
};

const PROFILE_COLUMNS = `id, salut, name, email, mobile, dial_code, coalesce(dob::text, '') AS dob, gender,
  marital_status, country_id, state_id, city_id, picture, street_address, pincode, education, profession,
  profession_detail, company_name, whatsapp_number, know_matangi, friend_name, friend_mobile, know_other, pan_number`;

export const findUserByMobile = (q: Queryable, mobile: string) =>
  q.one<UserRow>('SELECT id, name, mobile, password_hash, (deactivated_at IS NOT NULL OR erased_at IS NOT NULL) AS closed FROM users WHERE mobile = $1', [mobile]);

export async function findProfile(q: Queryable, userId: number): Promise<Omit<Profile, 'profile_status'> | undefined> {
  return q.one(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [userId]);
}

export async function insertUser(q: Queryable, f: PersonFields & { password_hash: string; picture: string; language?: 0 | 1 }) {
  return q.one<{ id: number; name: string }>(
    `INSERT INTO users (salut, name, email, mobile, dial_code, password_hash, dob, gender, marital_status,
       country_id, state_id, city_id, picture, street_address, pincode, education, profession, profession_detail,
       company_name, whatsapp_number, know_matangi, friend_name, friend_mobile, know_other, language)
     VALUES ($1,$2,$3,$4,$5,$6,NULLIF($7,'')::date,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25)
     ON CONFLICT (mobile) DO NOTHING
     RETURNING id, name`,
    [
      f.salut, f.name, f.email, f.mobile, f.dial_code, f.password_hash, f.dob, f.gender, f.marital_status,
      f.country_id, f.state_id, f.city_id, f.picture, f.street_address, f.pincode, f.education, f.profession,
      f.profession_detail, f.company_name, f.whatsapp_number, f.know_matangi, f.friend_name, f.friend_mobile, f.know_other,
      f.language ?? 0,
    ],
  );
}

/** The account's language code (0 English, 1 Tamil; the spec's codes). */
export const findLanguage = async (q: Queryable, userId: number) =>
  (await q.one<{ language: number }>('SELECT language FROM users WHERE id = $1', [userId]))?.language;

export const setLanguage = (q: Queryable, userId: number, code: 0 | 1) =>
  q.query('UPDATE users SET language = $2, updated_at = now() WHERE id = $1', [userId, code]);

/**
 * Saves the profile. The mobile number is not among the fields: it moves only through the
 * password-and-code flow (changeMobile). Returns the picture the row had before, so a replaced
 * file can be deleted.
 */
export async function updateProfile(q: Queryable, userId: number, f: Omit<PersonFields, 'mobile'> & { picture?: string }) {
  return q.one<{ id: number; old_picture: string }>(
    `WITH old AS (SELECT id, picture FROM users WHERE id = $1 FOR UPDATE)
     UPDATE users u SET salut=$2, name=$3, email=$4, dial_code=$5, dob=NULLIF($6,'')::date, gender=$7,
       marital_status=$8, country_id=$9, state_id=$10, city_id=$11, street_address=$12, pincode=$13, education=$14,
       profession=$15, profession_detail=$16, company_name=$17, whatsapp_number=$18, know_matangi=$19,
       friend_name=$20, friend_mobile=$21, know_other=$22, pan_number=$23, picture=coalesce($24, u.picture), updated_at=now()
     FROM old WHERE u.id = old.id
     RETURNING u.id, old.picture AS old_picture`,
    [
      userId, f.salut, f.name, f.email, f.dial_code, f.dob, f.gender, f.marital_status, f.country_id,
      f.state_id, f.city_id, f.street_address, f.pincode, f.education, f.profession, f.profession_detail,
      f.company_name, f.whatsapp_number, f.know_matangi, f.friend_name, f.friend_mobile, f.know_other,
      f.pan_number ?? '', f.picture ?? null,
    ],
  );
}

export const findMobile = async (q: Queryable, userId: number) =>
  (await q.one<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId]))?.mobile;

export const findPasswordHash = async (q: Queryable, userId: number) =>
  (await q.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]))?.password_hash;

/** Moves the account to a new number unless another account has it; false when taken. */
export async function setMobile(q: Queryable, userId: number, mobile: string): Promise<boolean> {
  const row = await q.one(
    `UPDATE users SET mobile = $2, updated_at = now()
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.mobile = $2 AND o.id <> $1)
      RETURNING id`,
    [userId, mobile],
  );
  return !!row;
}

export const isMobileTaken = async (q: Queryable, mobile: string, exceptUserId: number) =>
  !!(await q.one('SELECT 1 FROM users WHERE mobile = $1 AND id <> $2', [mobile, exceptUserId]));

export const setPassword = (q: Queryable, userId: number, passwordHash: string) =>
  q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);

/**
 * The registration whose feedback is still owed: its person came (lib/attendance.ts), event completed, no feedback yet, for a
 * program that has a feedback form (1 to 5, or one the office gave feedback questions). The web app forces the feedback page while it is set.
 */
export async function pendingFeedback(q: Queryable, userId: number): Promise<{ reg_id: number; regprogram_id: number }> {
  const row = await q.one<{ reg_id: number; regprogram_id: number }>(
    `SELECT r.id AS reg_id, r.program_id::int AS regprogram_id
       FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.user_id = $1 AND ${cameToEvent('r')} AND e.status = 'completed' AND (r.program_id BETWEEN 1 AND 5 OR ${asksQuestionsSql('r', 'feedback')})
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.registration_id = r.id)
      ORDER BY e.event_date DESC LIMIT 1`,
    [userId],
  );
  return row ?? { reg_id: 0, regprogram_id: 0 };
}

// --- password resets

export const invalidateResets = (q: Queryable, userId: number) =>
  q.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);

export const insertReset = (q: Queryable, userId: number, codeHash: string, ttlMinutes: number) =>
  q.query(
    `INSERT INTO password_resets (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, codeHash, ttlMinutes],
  );

/** The live reset of a user, locked so two guesses at once cannot both pass the try count. */
export const lockLiveReset = (q: Queryable, userId: number) =>
  q.one<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM password_resets
      WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );

export const countResetTry = (q: Queryable, resetId: number) =>
  q.one<{ attempts: number }>('UPDATE password_resets SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts', [resetId]);

export const useReset = (q: Queryable, resetId: number) =>
  q.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [resetId]);

// --- mobile number changes (a code sent to the new number)

export const invalidateMobileChanges = (q: Queryable, userId: number) =>
  q.query('UPDATE mobile_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);

export const insertMobileChange = (q: Queryable, userId: number, newMobile: string, codeHash: string, ttlMinutes: number) =>
  q.query(
    `INSERT INTO mobile_changes (user_id, new_mobile, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, newMobile, codeHash, ttlMinutes],
  );

/** The user's live change to this number, locked so two guesses at once cannot both pass the try count. */
export const lockLiveMobileChange = (q: Queryable, userId: number, newMobile: string) =>
  q.one<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM mobile_changes
      WHERE user_id = $1 AND new_mobile = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId, newMobile],
  );

export const countMobileChangeTry = (q: Queryable, changeId: number) =>
  q.one<{ attempts: number }>('UPDATE mobile_changes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts', [changeId]);

export const useMobileChange = (q: Queryable, changeId: number) =>
  q.query('UPDATE mobile_changes SET used_at = now() WHERE id = $1', [changeId]);

// --- cleanup

/**
 * Deletes what can never be used again: sessions past their expiry or ended (logout, reset),
 * and reset or mobile-change codes past their expiry or used. Returns how many rows of each.
 */
export async function purgeDeadRows(q: Queryable) {
  const count = async (sql: string) => (await q.query(sql)).length;
  return {
    sessions: await count('DELETE FROM sessions WHERE expires_at <= now() OR ended_at IS NOT NULL RETURNING id'),
    passwordResets: await count('DELETE FROM password_resets WHERE expires_at <= now() OR used_at IS NOT NULL RETURNING id'),
    mobileChanges: await count('DELETE FROM mobile_changes WHERE expires_at <= now() OR used_at IS NOT NULL RETURNING id'),
  };
}

// --- places

export const listCountries = (q: Queryable) =>
  q.query<NamedItem & { iso2: string; phone_code: string }>('SELECT id, name, iso2, phone_code FROM countries ORDER BY name');
export const listStates = (q: Queryable, countryId: number) =>
  q.query<NamedItem>('SELECT id, name FROM states WHERE country_id = $1 ORDER BY name', [countryId]);
export const listCities = (q: Queryable, stateId: number) =>
  q.query<NamedItem>('SELECT id, name FROM cities WHERE state_id = $1 ORDER BY name', [stateId]);

/** Checks that the state belongs to the country and the city to the state. */
export async function placeChainProblem(
  q: Queryable,
  p: { country_id: number; state_id?: number; city_id?: number },
): Promise<'country_id' | 'state_id' | 'city_id' | undefined> {
  const row = await q.one<{ country: boolean; state: boolean; city: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM countries WHERE id = $1) AS country,
            ($2::int IS NULL OR EXISTS (SELECT 1 FROM states WHERE id = $2 AND country_id = $1)) AS state,
            ($3::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE id = $3 AND state_id = $2)) AS city`,
    [p.country_id, p.state_id ?? null, p.city_id ?? null],
  );
  if (!row?.country) return 'country_id';
  if (!row.state) return 'state_id';
  if (!row.city) return 'city_id';
  return undefined;
}

/** A PAN given at a registration is kept on the account when it has none yet (registrations calls this). */
export const savePanIfEmpty = (q: Queryable, userId: number, pan: string) =>
  q.query(`UPDATE users SET pan_number = $2, updated_at = now() WHERE id = $1 AND pan_number = ''`, [userId, pan]);
