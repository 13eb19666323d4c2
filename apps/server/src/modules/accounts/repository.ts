import type { Profile, NamedItem } from '@portal/contract/accounts';
import type { Queryable } from '../../db/client.ts';

/** SQL of the accounts module: users, password resets and the place lists. */
export interface UserRow {
  id: number;
  name: string;
  mobile: string;
  password_hash: string;
}

export type PersonFields = Omit<Profile, 'id' | 'profile_status' | 'picture' | 'pan_number' | 'dob'> & {
  dob: string;
  pan_number?: string;
};

const PROFILE_COLUMNS = `id, salut, name, email, mobile, dial_code, coalesce(dob::text, '') AS dob, gender,
  marital_status, country_id, state_id, city_id, picture, street_address, pincode, education, profession,
  profession_detail, company_name, whatsapp_number, know_matangi, friend_name, friend_mobile, know_other, pan_number`;

export const findUserByMobile = (q: Queryable, mobile: string) =>
  q.one<UserRow>('SELECT id, name, mobile, password_hash FROM users WHERE mobile = $1', [mobile]);

export async function findProfile(q: Queryable, userId: number): Promise<Omit<Profile, 'profile_status'> | undefined> {
  return q.one(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [userId]);
}

export async function insertUser(q: Queryable, f: PersonFields & { password_hash: string; picture: string }) {
  return q.one<{ id: number; name: string }>(
    `INSERT INTO users (salut, name, email, mobile, dial_code, password_hash, dob, gender, marital_status,
       country_id, state_id, city_id, picture, street_address, pincode, education, profession, profession_detail,
       company_name, whatsapp_number, know_matangi, friend_name, friend_mobile, know_other)
     VALUES ($1,$2,$3,$4,$5,$6,NULLIF($7,'')::date,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24)
     ON CONFLICT (mobile) DO NOTHING
     RETURNING id, name`,
    [
      f.salut, f.name, f.email, f.mobile, f.dial_code, f.password_hash, f.dob, f.gender, f.marital_status,
      f.country_id, f.state_id, f.city_id, f.picture, f.street_address, f.pincode, f.education, f.profession,
      f.profession_detail, f.company_name, f.whatsapp_number, f.know_matangi, f.friend_name, f.friend_mobile, f.know_other,
    ],
  );
}

export async function updateProfile(q: Queryable, userId: number, f: PersonFields & { picture?: string }) {
  return q.one<{ id: number }>(
    `UPDATE users SET salut=$2, name=$3, email=$4, mobile=$5, dial_code=$6, dob=NULLIF($7,'')::date, gender=$8,
       marital_status=$9, country_id=$10, state_id=$11, city_id=$12, street_address=$13, pincode=$14, education=$15,
       profession=$16, profession_detail=$17, company_name=$18, whatsapp_number=$19, know_matangi=$20,
       friend_name=$21, friend_mobile=$22, know_other=$23, pan_number=$24, picture=coalesce($25, picture), updated_at=now()
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.mobile = $5 AND o.id <> $1)
     RETURNING id`,
    [
      userId, f.salut, f.name, f.email, f.mobile, f.dial_code, f.dob, f.gender, f.marital_status, f.country_id,
      f.state_id, f.city_id, f.street_address, f.pincode, f.education, f.profession, f.profession_detail,
      f.company_name, f.whatsapp_number, f.know_matangi, f.friend_name, f.friend_mobile, f.know_other,
      f.pan_number ?? '', f.picture ?? null,
    ],
  );
}

export const setPassword = (q: Queryable, userId: number, passwordHash: string) =>
  q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);

/**
 * The registration whose feedback is still owed: paid, event completed, no feedback yet, for a
 * program that has a feedback form (1 to 5). The web app forces the feedback page while it is set.
 */
export async function pendingFeedback(q: Queryable, userId: number): Promise<{ reg_id: number; regprogram_id: number }> {
  const row = await q.one<{ reg_id: number; regprogram_id: number }>(
    `SELECT r.id AS reg_id, r.program_id::int AS regprogram_id
       FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.user_id = $1 AND r.status = 'success' AND e.status = 'completed' AND r.program_id BETWEEN 1 AND 5
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
