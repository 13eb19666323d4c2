import { City, Country, State } from 'country-state-city';
import type { Db, Queryable } from '../db/client.ts';

/**
 * Countries, states and India's cities for the account and profile forms. This is production
 * data (not demo): it runs on every start and does nothing once `countries` has rows.
 *
 * Ids are derived from the package's data, not from insertion luck: countries numbered in iso2
 * order, states by country then name, cities by state then name. A re-created database thus
 * gives the same ids for the same package version, so stored profiles keep pointing at the
 * same places.
 */

type Row = readonly unknown[];

interface ReferenceRows {
  countries: Row[];
  states: Row[];
  cities: Row[];
}

const BATCH_SIZE = 500;
/** Only India gets cities: the foundation's programs are held there and the list stays small. */
const CITY_COUNTRIES = ['IN'];
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function sortedCountries() {
  return [...Country.getAllCountries()].sort((a, b) => (a.isoCode < b.isoCode ? -1 : 1));
}

/** India's id, known without a query because ids follow the sorted iso2 order. */
export const INDIA_COUNTRY_ID = sortedCountries().findIndex((c) => c.isoCode === 'IN') + 1;

/** '+1-809 and 1-829' → '1-809': one dial code, without the plus (users.dial_code has none). */
function normalisePhoneCode(code: string): string {
  return (code.split(' and ')[0] ?? '').replace(/^\+/, '').trim();
}

function buildRows(): ReferenceRows {
  const countries = sortedCountries();
  const countryRows: Row[] = countries.map((c, i) => [
    i + 1,
    c.name,
    c.isoCode,
    normalisePhoneCode(c.phonecode),
  ]);
  const stateRows: Row[] = [];
  const cityRows: Row[] = [];
  countries.forEach((country, ci) => {
    const states = [...State.getStatesOfCountry(country.isoCode)].sort(byName);
    for (const state of states) {
      const stateId = stateRows.length + 1;
      stateRows.push([stateId, ci + 1, state.name]);
      if (!CITY_COUNTRIES.includes(country.isoCode)) continue;
      const cities = [...City.getCitiesOfState(country.isoCode, state.isoCode)].sort(byName);
      for (const city of cities) cityRows.push([cityRows.length + 1, stateId, city.name]);
    }
  });
  return { countries: countryRows, states: stateRows, cities: cityRows };
}

/** Multi-row INSERTs: one round trip per batch instead of one per row (PGlite runs one query at a time). */
async function insertBatches(q: Queryable, table: string, columns: string[], rows: Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Loads countries, states (all countries) and cities (India) once. Returns whether it loaded. */
export async function loadReferenceData(db: Db): Promise<boolean> {
  const existing = await db.one('SELECT 1 FROM countries LIMIT 1');
  if (existing) return false;
  const rows = buildRows();
  return db.tx(async (q) => {
    // Two server processes starting together: the second waits here, then sees the rows.
    await q.query('SELECT pg_advisory_xact_lock(727275)');
    if (await q.one('SELECT 1 FROM countries LIMIT 1')) return false;
    await insertBatches(q, 'countries', ['id', 'name', 'iso2', 'phone_code'], rows.countries);
    await insertBatches(q, 'states', ['id', 'country_id', 'name'], rows.states);
    await insertBatches(q, 'cities', ['id', 'state_id', 'name'], rows.cities);
    return true;
  });
}

export async function findCountryIdByIso(q: Queryable, iso2: string): Promise<number | undefined> {
  const row = await q.one<{ id: number }>('SELECT id FROM countries WHERE iso2 = $1', [iso2.toUpperCase()]);
  return row?.id;
}

export async function findStateId(
  q: Queryable,
  countryId: number,
  name: string,
): Promise<number | undefined> {
  const row = await q.one<{ id: number }>('SELECT id FROM states WHERE country_id = $1 AND name = $2', [
    countryId,
    name,
  ]);
  return row?.id;
}

export async function findCityId(q: Queryable, stateId: number, name: string): Promise<number | undefined> {
  const row = await q.one<{ id: number }>('SELECT id FROM cities WHERE state_id = $1 AND name = $2', [
    stateId,
    name,
  ]);
  return row?.id;
}
