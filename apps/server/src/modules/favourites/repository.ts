import type { FavouriteEvent, WishList } from '@portal/contract/favourites';
import type { Lang } from '@portal/contract/languages';
import { localized } from '../../lib/content-language.ts';
import type { Queryable } from '../../db/client.ts';

/** SQL of the favourites: every statement is scoped by the user id of the session. */
export async function wishList(q: Queryable, userId: number, max: number): Promise<WishList> {
  const row = await q.one<WishList>(
    `SELECT
       ARRAY(SELECT media_id FROM wish_media WHERE user_id = $1 ORDER BY created_at DESC, media_id DESC LIMIT $2) AS wishmedia,
       ARRAY(SELECT event_id FROM wish_events WHERE user_id = $1 ORDER BY created_at DESC, event_id DESC LIMIT $2) AS wishevent`,
    [userId, max],
  );
  return { wishmedia: row?.wishmedia ?? [], wishevent: row?.wishevent ?? [] };
}

export type Target = { table: 'wish_media'; column: 'media_id' } | { table: 'wish_events'; column: 'event_id' };

export const MEDIA_TARGET: Target = { table: 'wish_media', column: 'media_id' };
export const EVENT_TARGET: Target = { table: 'wish_events', column: 'event_id' };

export const eventExists = async (q: Queryable, id: number) => !!(await q.one('SELECT 1 FROM events WHERE id = $1', [id]));

export async function countOf(q: Queryable, t: Target, userId: number): Promise<number> {
  const row = await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t.table} WHERE user_id = $1`, [userId]);
  return row?.n ?? 0;
}

export const has = async (q: Queryable, t: Target, userId: number, id: number) =>
  !!(await q.one(`SELECT 1 FROM ${t.table} WHERE user_id = $1 AND ${t.column} = $2`, [userId, id]));

/** Adding twice changes nothing (the primary key is (user_id, id)). */
export const add = (q: Queryable, t: Target, userId: number, id: number) =>
  q.query(`INSERT INTO ${t.table} (user_id, ${t.column}) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, id]);

export const remove = (q: Queryable, t: Target, userId: number, id: number) =>
  q.query(`DELETE FROM ${t.table} WHERE user_id = $1 AND ${t.column} = $2`, [userId, id]);

/** The user's favourite media ids, newest favourite first (the items are media's: mediaItemsInOrder). */
export async function favouriteMediaIds(q: Queryable, userId: number, max: number): Promise<number[]> {
  const rows = await q.query<{ media_id: number }>(
    'SELECT media_id FROM wish_media WHERE user_id = $1 ORDER BY created_at DESC, media_id DESC LIMIT $2',
    [userId, max],
  );
  return rows.map((r) => r.media_id);
}

/** The favourite events, names and descriptions in the reader's language (English where Tamil is empty). */
export const favouriteEvents = (q: Queryable, userId: number, max: number, lang: Lang) =>
  q.query<FavouriteEvent>(
    `SELECT e.id, e.program_id::int AS program_id, ${localized('e.event_name', lang)}, e.event_date, e.event_image, ${localized('e.event_desc', lang)}
       FROM wish_events w JOIN events e ON e.id = w.event_id
      WHERE w.user_id = $1
      ORDER BY w.created_at DESC, e.id DESC LIMIT $2`,
    [userId, max],
  );

/** DPDP erasure: every favourite of the person. */
export async function deleteAllOfUser(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM wish_media WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM wish_events WHERE user_id = $1', [userId]);
}
