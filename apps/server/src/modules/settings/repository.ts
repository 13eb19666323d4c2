import type { Queryable } from '../../db/client.ts';

/** The only writer of `site_settings`: one row per setting the owner changed. */

export async function storedSettings(q: Queryable): Promise<Record<string, string>> {
  const rows = await q.query<{ key: string; value: string }>('SELECT key, value FROM site_settings');
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function storeSetting(q: Queryable, key: string, value: string, staffId: number | null) {
  await q.query(
    `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES ($1, $2, now(), $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [key, value, staffId],
  );
}
