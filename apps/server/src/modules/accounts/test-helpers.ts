import type { Queryable } from '../../db/client.ts';

/** Shared by the accounts test files: a valid sign-up form and the multipart body the browser sends. */
export interface Places {
  india: number;
  tamilNadu: number;
  chennai: number;
}

export async function findPlaces(db: Queryable): Promise<Places> {
  const india = (await db.one<{ id: number }>(`SELECT id FROM countries WHERE iso2 = 'IN'`))!.id;
  const tamilNadu = (await db.one<{ id: number }>(`SELECT id FROM states WHERE country_id = $1 AND name = 'Tamil Nadu'`, [india]))!.id;
  const chennai = (await db.one<{ id: number }>(`SELECT id FROM cities WHERE state_id = $1 ORDER BY name LIMIT 1`, [tamilNadu]))!.id;
  return { india, tamilNadu, chennai };
}

let seq = 0;
/** A 10-digit number no other test of the run uses. */
export const newMobile = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;

export function accountFields(places: Places, overrides: Record<string, string> = {}) {
  return {
    salut: 'Mr.',
    name: 'Arun Kumar',
    email: 'arun@example.org',
    mobile: newMobile(),
    dial_code: '91',
    password: 'secret123',
    dob: '1990-05-17',
    gender: 'male',
    marital_status: 'Married',
    country_id: String(places.india),
    state_id: String(places.tamilNadu),
    city_id: String(places.chennai),
    street_address: '12 Temple Street',
    pincode: '600001',
    profession: 'Engineer',
    know_matangi: 'YouTube',
    ...overrides,
  };
}

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart form like the browser sends, with an optional picture. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
