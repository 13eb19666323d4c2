/**
 * Fills a database with gallery and talk volumes far beyond the demo, to check that the
 * gallery and media lists stay fast: 100,000 gallery images (20 categories, 1,000 albums,
 * two tags on most images) and 10,000 media items (videos and audios, 12 categories, tags).
 *
 *   node --import tsx scripts/seed-scale.ts [DATA_DIR]      (default .tmp/scale-data)
 *   DATABASE_URL=postgres://... node --import tsx scripts/seed-scale.ts
 *
 * The demo content is loaded first (so the site can be browsed); the scale rows are added
 * with a few multi-row INSERT ... SELECT generate_series statements, once: a second run finds
 * them and stops. Never run it against a production database.
 */
import path from 'node:path';
import { openPglite, openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createStorage } from '../apps/server/src/providers/storage.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { ensurePlaceholder } from '../apps/server/src/seed/images.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';
import { loadFormTranslations } from '../apps/server/src/seed/translations.ts';

const IMAGES = 100_000;
const MEDIA = 10_000;
const GALLERY_CATEGORIES = 20;
const ALBUMS = 1_000;
const GALLERY_TAGS = 40;
const MEDIA_CATEGORIES = 12;
const MEDIA_TAGS = 24;
const MARK = 'Scale ';

if (process.env.NODE_ENV === 'production') throw new Error('seed-scale refuses to run with NODE_ENV=production');

const dataDir = path.resolve(process.argv[2] ?? process.env.DATA_DIR ?? '.tmp/scale-data');
const url = process.env.DATABASE_URL;
const db: Db = url ? openPostgres(url) : await openPglite(path.join(dataDir, 'pglite'));
const started = Date.now();
const step = async (what: string, fn: () => Promise<unknown>) => {
  const t = Date.now();
  await fn();
  console.log(`${what}: ${Date.now() - t} ms`);
};

await step('migrate + reference data', async () => {
  await migrate(db);
  await loadReferenceData(db);
  await loadFormTranslations(db);
});
const storage = createStorage(url ? (process.env.DATA_DIR ?? dataDir) : dataDir);
await step('demo content', () => seedDemo(db, storage, { force: true }));
const image = await ensurePlaceholder(storage);

const done = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM gallery_categories WHERE album_category LIKE $1`, [`${MARK}%`]);
if (done?.n) {
  console.log('Scale rows are there already; nothing to do.');
} else {
  await db.tx(async (q) => {
    await step('gallery categories, albums, tags', async () => {
      await q.query(
        `INSERT INTO gallery_categories (album_category, sort_order)
         SELECT $1 || 'category ' || g, 100 + g FROM generate_series(1, $2) g`,
        [MARK, GALLERY_CATEGORIES],
      );
      // Albums spread over ten years, each in one of the scale categories.
      await q.query(
        `INSERT INTO gallery_albums (category_id, album_sub, album_date, cover)
         SELECT c.ids[1 + (g % array_length(c.ids, 1))], $1 || 'album ' || g, CURRENT_DATE - (g * 3650 / $2), $3
           FROM generate_series(1, $2) g,
                (SELECT array_agg(id ORDER BY id) AS ids FROM gallery_categories WHERE album_category LIKE $1 || '%') c`,
        [MARK, ALBUMS, image],
      );
      await q.query(`INSERT INTO gallery_tags (album_tag) SELECT $1 || 'tag ' || g FROM generate_series(1, $2) g`, [MARK, GALLERY_TAGS]);
    });
    await step(`${IMAGES} gallery images`, () =>
      q.query(
        `INSERT INTO gallery_images (album_id, image, caption, album_date, width, height)
         SELECT a.id, $2, 'Scale photo ' || g || ' ' || (ARRAY['lamp','river','satsang','garden','chant','seva','dawn','temple'])[1 + g % 8],
                a.album_date, 800, 600
           FROM generate_series(1, $1) g
           JOIN (SELECT id, album_date, row_number() OVER (ORDER BY id) - 1 AS n FROM gallery_albums WHERE album_sub LIKE $3 || '%') a
             ON a.n = g % $4`,
        [IMAGES, image, MARK, ALBUMS],
      ),
    );
    await step('gallery image tags', () =>
      q.query(
        `INSERT INTO gallery_image_tags (image_id, tag_id)
         SELECT i.id, t.ids[1 + (i.id % array_length(t.ids, 1))] FROM gallery_images i,
                (SELECT array_agg(id ORDER BY id) AS ids FROM gallery_tags WHERE album_tag LIKE $1 || '%') t
          WHERE i.caption LIKE 'Scale photo %'
         UNION
         SELECT i.id, t.ids[1 + ((i.id * 7) % array_length(t.ids, 1))] FROM gallery_images i,
                (SELECT array_agg(id ORDER BY id) AS ids FROM gallery_tags WHERE album_tag LIKE $1 || '%') t
          WHERE i.caption LIKE 'Scale photo %' AND i.id % 3 = 0
         ON CONFLICT DO NOTHING`,
        [MARK],
      ),
    );
    await step(`${MEDIA} media items with categories and tags`, async () => {
      await q.query(
        `INSERT INTO media_categories (media_category, sort_order) SELECT $1 || 'talks ' || g, 100 + g FROM generate_series(1, $2) g`,
        [MARK, MEDIA_CATEGORIES],
      );
      await q.query(`INSERT INTO media_tags (media_tag) SELECT $1 || 'media tag ' || g FROM generate_series(1, $2) g`, [MARK, MEDIA_TAGS]);
      await q.query(
        `INSERT INTO media_items (category_id, kind, title, image, media, media_time, published_on)
         SELECT c.ids[1 + (g % array_length(c.ids, 1))],
                CASE WHEN g % 3 = 0 THEN 'audio' ELSE 'video' END,
                'Scale talk ' || g || ' on ' || (ARRAY['silence','breath','devotion','service','karma','grace'])[1 + g % 6],
                $3,
                CASE WHEN g % 3 = 0
                  THEN '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https://api.soundcloud.com/tracks/' || (2000000000 + g) || '"></iframe>'
                  ELSE '<iframe width="560" height="315" src="https://www.youtube.com/embed/scale' || lpad(g::text, 6, '0') || '" allowfullscreen></iframe>' END,
                (5 + g % 55) || ':' || lpad((g % 60)::text, 2, '0'),
                CURRENT_DATE - (g * 3650 / $1)
           FROM generate_series(1, $1) g,
                (SELECT array_agg(id ORDER BY id) AS ids FROM media_categories WHERE media_category LIKE $2 || '%') c`,
        [MEDIA, MARK, image],
      );
      await q.query(
        `INSERT INTO media_item_tags (media_id, tag_id)
         SELECT m.id, t.ids[1 + (m.id % array_length(t.ids, 1))] FROM media_items m,
                (SELECT array_agg(id ORDER BY id) AS ids FROM media_tags WHERE media_tag LIKE $1 || '%') t
          WHERE m.title LIKE 'Scale talk %'
         ON CONFLICT DO NOTHING`,
        [MARK],
      );
    });
  });
  await step('analyze', () => db.exec('ANALYZE'));
}

const counts = await db.one<Record<string, number>>(
  `SELECT (SELECT count(*)::int FROM gallery_images) AS gallery_images, (SELECT count(*)::int FROM gallery_albums) AS albums,
          (SELECT count(*)::int FROM gallery_image_tags) AS image_tags, (SELECT count(*)::int FROM media_items) AS media_items`,
);
console.log(counts, `total ${Date.now() - started} ms`, url ? '(DATABASE_URL)' : dataDir);
await db.close();
