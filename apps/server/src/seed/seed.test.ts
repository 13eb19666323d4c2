import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { PROGRAMS, PROGRAM_IDS } from '@portal/contract/programs';
import { todayIso } from '@portal/contract/fields';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { FILES_PREFIX, localStorage, type Storage } from '../providers/storage.ts';
import { seedDemo } from './demo.ts';
import { createEvent, createGalleryImage, createUser, DEFAULT_PASSWORD } from './factories.ts';
import { IMAGE_SIZES, PLACEHOLDER_KEY, renderDemoImage } from './images.ts';
import { findCountryIdByIso, INDIA_COUNTRY_ID, loadReferenceData } from './reference.ts';

let db: Db;
let storage: Storage;
let root: string;
const today = todayIso();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
  storage = localStorage(root);
  db = await openPglite();
  await migrate(db);
  await loadReferenceData(db);
  await seedDemo(db, storage);
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))?.n);

describe('reference data', () => {
  it('loads every country with India at its stable id', async () => {
    expect(await count('countries')).toBeGreaterThanOrEqual(240);
    expect(await findCountryIdByIso(db, 'IN')).toBe(INDIA_COUNTRY_ID);
    const india = await db.one<{ name: string; phone_code: string }>(
      'SELECT name, phone_code FROM countries WHERE iso2 = $1',
      ['IN'],
    );
    expect(india).toEqual({ name: 'India', phone_code: '91' });
  });

  it("loads India's states and cities, and states of other countries", async () => {
    expect(await count('states WHERE country_id = $1', [INDIA_COUNTRY_ID])).toBeGreaterThanOrEqual(36);
    const tamilNadu = await db.one<{ id: number }>(
      'SELECT id FROM states WHERE country_id = $1 AND name = $2',
      [INDIA_COUNTRY_ID, 'Tamil Nadu'],
    );
    expect(tamilNadu).toBeDefined();
    const cities = await db.query<{ name: string }>('SELECT name FROM cities WHERE state_id = $1', [
      tamilNadu?.id,
    ]);
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Chennai', 'Coimbatore', 'Madurai']));
    const usId = await findCountryIdByIso(db, 'US');
    expect(await count('states WHERE country_id = $1', [usId])).toBeGreaterThanOrEqual(50);
  });
});

describe('demo content', () => {
  it('has the eight programs with the spec headlines', async () => {
    const rows = await db.query<{
      id: number;
      name: string;
      headline: string;
      promise_status: number;
      promises: string[];
      benefits: string[];
      attend: string[];
    }>('SELECT id, name, headline, promise_status, promises, benefits, attend FROM programs ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([...PROGRAM_IDS]);
    for (const row of rows) {
      const info = PROGRAMS[row.id as keyof typeof PROGRAMS];
      expect(row).toMatchObject({ name: info.name, headline: info.headline });
      for (const list of [row.promises, row.benefits, row.attend]) expect(list.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(rows.map((r) => r.promise_status))).toEqual(new Set([0, 1]));
  });

  it('has upcoming events for every program but Paradesham', async () => {
    const rows = await db.query<{ program_id: number; n: number }>(
      `SELECT program_id, count(*)::int AS n FROM events WHERE event_date >= $1 AND status = 'notstarted' GROUP BY program_id ORDER BY program_id`,
      [today],
    );
    expect(rows.map((r) => r.program_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const paradesham = await db.one<{ event_status: number; upcome_date: string | null }>(
      'SELECT event_status, upcome_date FROM programs WHERE id = 8',
    );
    expect(paradesham).toEqual({ event_status: 0, upcome_date: null });
  });

  it('covers the price and display edge cases', async () => {
    expect(await count(`events WHERE payment_link <> ''`)).toBeGreaterThanOrEqual(1);
    expect(await count('events WHERE is_closed')).toBeGreaterThanOrEqual(1);
    expect(await count('events WHERE discount_percent > 0')).toBeGreaterThanOrEqual(1);
    expect(
      await count('events WHERE early_bird_minor > 0 AND early_bird_until > $1', [today]),
    ).toBeGreaterThanOrEqual(1);
    expect(await count('events WHERE advance_minor > 0')).toBeGreaterThanOrEqual(1);
    expect(
      await count(`events WHERE status = 'completed' AND event_date < $1`, [today]),
    ).toBeGreaterThanOrEqual(2);
    expect(await count('events WHERE length(event_name) > 55')).toBeGreaterThanOrEqual(1);
    expect(await count('events WHERE length(event_desc) > 90')).toBeGreaterThanOrEqual(1);
    const ulchemy = await db.one<{ price_minor: number }>(
      `SELECT price_minor FROM events WHERE event_name = 'Ulchemy Chennai'`,
    );
    expect(ulchemy?.price_minor).toBe(1_500_000);
  });

  it('fills the gallery, media, testimonials, projects, sliders and translations', async () => {
    expect(await count('gallery_images')).toBeGreaterThanOrEqual(50);
    expect(await count('gallery_categories WHERE length(album_category) > 17')).toBeGreaterThanOrEqual(1);
    expect(await count('(SELECT DISTINCT tag_id FROM gallery_image_tags) t')).toBeGreaterThanOrEqual(6);
    expect(await count(`media_items WHERE kind = 'video'`)).toBe(16);
    expect(await count(`media_items WHERE kind = 'audio'`)).toBe(12);
    expect(await count('media_items WHERE length(title) > 55')).toBeGreaterThanOrEqual(2);
    expect(await count('(SELECT DISTINCT tag_id FROM media_item_tags) t')).toBeGreaterThanOrEqual(5);
    expect(await count('(SELECT DISTINCT program_id FROM testimonials) t')).toBe(8);
    expect(await count(`testimonials WHERE media LIKE '%youtube.com/embed/%'`)).toBeGreaterThanOrEqual(1);
    expect(await count('projects')).toBeGreaterThanOrEqual(4);
    expect(await count(`sliders WHERE placement = 'bottom'`)).toBe(1);
    const label = await db.one<{ trans_en: string; trans_ta: string }>(
      'SELECT trans_en, trans_ta FROM translations WHERE program_id = 1 AND trans_word = $1',
      ['ulchemy_nature'],
    );
    expect(label?.trans_en).toBe('What is your nature?');
    expect(label?.trans_ta).toMatch(/[\u0B80-\u0BFF]/);
    for (const [programId, word] of [
      [3, 'divija_dvija_date'],
      [6, 'shivratri_seats'],
      [7, 'karmayogam_motivation'],
      [8, 'paradesham_journey'],
    ] as const) {
      expect(await count('translations WHERE program_id = $1 AND trans_word = $2', [programId, word])).toBe(
        1,
      );
    }
  });

  it('creates the demo devotee with a complete profile', async () => {
    const user = await db.one<{
      password_hash: string;
      name: string;
      email: string;
      country_id: number;
      state_id: number | null;
      city_id: number | null;
      know_matangi: string;
    }>('SELECT * FROM users WHERE mobile = $1', ['9876543210']);
    expect(user).toMatchObject({
      name: 'Demo Devotee',
      email: 'devotee@example.org',
      country_id: INDIA_COUNTRY_ID,
      know_matangi: 'YouTube',
    });
    expect(user?.state_id).toBeTypeOf('number');
    expect(user?.city_id).toBeTypeOf('number');
    expect(await verify(user?.password_hash ?? '', 'password123')).toBe(true);
  });

  it('stores every image as a WebP of the stated size', async () => {
    const { banner, card, portrait, avatar } = IMAGE_SIZES;
    const rows = await db.query<{ url: string; width: number; height: number }>(
      `SELECT image AS url, ${portrait.width} AS width, ${portrait.height} AS height FROM programs
       UNION ALL SELECT banner, ${banner.width}, ${banner.height} FROM programs
       UNION ALL SELECT media_banner, ${banner.width}, ${banner.height} FROM programs
       UNION ALL SELECT event_image, ${card.width}, ${card.height} FROM events
       UNION ALL SELECT media_img, ${portrait.width}, ${portrait.height} FROM testimonials
       UNION ALL SELECT image, ${card.width}, ${card.height} FROM projects
       UNION ALL SELECT banner, ${banner.width}, ${banner.height} FROM projects
       UNION ALL SELECT image, ${banner.width}, ${banner.height} FROM sliders
       UNION ALL SELECT image, width, height FROM gallery_images
       UNION ALL SELECT cover, ${card.width}, ${card.height} FROM gallery_albums
       UNION ALL SELECT image, ${card.width}, ${card.height} FROM media_items
       UNION ALL SELECT picture, ${avatar.width}, ${avatar.height} FROM users WHERE picture <> ''`,
    );
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      expect(row.url.startsWith(`${FILES_PREFIX}demo/`)).toBe(true);
      const meta = await sharp(path.join(root, row.url.slice(FILES_PREFIX.length))).metadata();
      expect({ url: row.url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url: row.url,
        format: 'webp',
        width: row.width,
        height: row.height,
      });
    }
    const placeholder = await sharp(path.join(root, PLACEHOLDER_KEY)).metadata();
    expect(placeholder.format).toBe('webp');
    expect((placeholder.width ?? 0) / (placeholder.height ?? 1)).toBeCloseTo(4 / 3);
  });

  it('renders the same image for the same label', async () => {
    const spec = { name: 'x', kind: 'card', label: 'Satsang', caption: 'Chennai' } as const;
    expect((await renderDemoImage(spec)).equals(await renderDemoImage(spec))).toBe(true);
  });
});

describe('idempotence and safety', () => {
  it('does not duplicate anything when run twice', async () => {
    const tables = [
      'countries',
      'states',
      'cities',
      'programs',
      'events',
      'testimonials',
      'projects',
      'sliders',
      'gallery_images',
      'media_items',
      'translations',
      'users',
    ];
    const before = await Promise.all(tables.map((t) => count(t)));
    const file = path.join(root, 'demo', 'program-1-banner.webp');
    const written = statSync(file).mtimeMs;
    expect(await loadReferenceData(db)).toBe(false);
    expect(await seedDemo(db, storage)).toBe(false);
    expect(await Promise.all(tables.map((t) => count(t)))).toEqual(before);
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it('refuses to seed in production unless forced', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await expect(seedDemo(db, storage)).rejects.toThrow(/production/);
      // Forced, it proceeds to the usual emptiness check (and skips: programs exist).
      await expect(seedDemo(db, storage, { force: true })).resolves.toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('factories', () => {
  it('create rows with usable defaults', async () => {
    const user = await createUser(db);
    expect(await verify(user.password_hash, DEFAULT_PASSWORD)).toBe(true);
    const other = await createUser(db, { password: 'another-secret' });
    expect(await verify(other.password_hash, 'another-secret')).toBe(true);
    expect(other.mobile).not.toBe(user.mobile);

    const event = await createEvent(db, { discount_percent: 10 });
    expect(event).toMatchObject({
      program_id: 1,
      currency: 'INR',
      price_minor: 1_200_000,
      discount_percent: 10,
      status: 'notstarted',
    });
    expect(event.event_date > today).toBe(true);

    const image = await createGalleryImage(db);
    const album = await db.one<{ album_date: string }>(
      'SELECT album_date FROM gallery_albums WHERE id = $1',
      [image.album_id],
    );
    expect(image.album_date).toBe(album?.album_date);
  });
});
