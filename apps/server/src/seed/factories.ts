import { hash } from '@node-rs/argon2';
import { ARGON2_COST } from '../lib/password-hashing.ts';
import { PROGRAMS, isProgramId } from '@portal/contract/programs';
import { todayIso } from '@portal/contract/fields';
import type { Profile } from '@portal/contract/accounts';
import type { Queryable } from '../db/client.ts';
import type { ProgramDetailRow } from '../modules/catalog/index.ts';
import type { PricedEvent } from '../modules/registrations/index.ts';

/**
 * One set of factories for the demo seed and the tests: each inserts one row with sensible
 * defaults, applies `overrides`, and returns the stored row. Parents that a row needs (a
 * program for an event, an album for an image) are created on the fly when not given, so a
 * test states only what it is about.
 */

export const DEFAULT_PASSWORD = 'password123';
/** The server's argon2id cost (lib/password-hashing.ts), so hashes made here cost what the server's do. */
export const ARGON2_OPTIONS = ARGON2_COST;

let defaultHash: Promise<string> | undefined;
/** Hashing takes tens of milliseconds; tests create many users, so the default hash is made once. */
function defaultPasswordHash(): Promise<string> {
  defaultHash ??= hash(DEFAULT_PASSWORD, ARGON2_OPTIONS);
  return defaultHash;
}

let sequence = 0;
const nextSeq = () => ++sequence;

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** INSERT ... RETURNING * of the given values; undefined values take the column's default. */
async function insertRow<T>(q: Queryable, table: string, values: object): Promise<T> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  for (const [column] of entries) {
    // Keys come from typed overrides, but a stray key must never reach the SQL text.
    if (!COLUMN.test(column)) throw new Error(`Invalid column name: ${column}`);
  }
  const columns = entries.map(([c]) => c).join(', ');
  const marks = entries.map((_, i) => `$${i + 1}`).join(', ');
  const sql = entries.length
    ? `INSERT INTO ${table} (${columns}) VALUES (${marks}) RETURNING *`
    : `INSERT INTO ${table} DEFAULT VALUES RETURNING *`;
  const row = await q.one<T>(
    sql,
    entries.map(([, v]) => v),
  );
  if (!row) throw new Error(`Insert into ${table} returned no row`);
  return row;
}

type Input<T, Omitted extends keyof T = never> = Partial<
  Omit<T, 'id' | 'created_at' | 'updated_at' | Omitted>
>;

// ---------------------------------------------------------------- users

/** A users row: the profile's fields plus what only the database holds. */
export type UserRow = Omit<Profile, 'profile_status' | 'dob'> & {
  password_hash: string;
  dob: string | null;
  language: number;
  created_at: Date;
  updated_at: Date;
};

export type UserInput = Input<UserRow> & { password?: string };

/** A user; `password` (plain) or `password_hash` override the default 'password123'. */
export async function createUser(q: Queryable, overrides: UserInput = {}): Promise<UserRow> {
  const { password, ...rest } = overrides;
  const n = nextSeq();
  const passwordHash =
    rest.password_hash ??
    (password && password !== DEFAULT_PASSWORD
      ? await hash(password, ARGON2_OPTIONS)
      : await defaultPasswordHash());
  return insertRow<UserRow>(q, 'users', {
    name: `Test Devotee ${n}`,
    email: `devotee${n}@example.org`,
    // 9000000000 + n stays clear of the demo devotee's 9876543210 for any realistic n.
    mobile: String(9_000_000_000 + n),
    ...rest,
    password_hash: passwordHash,
  });
}

// ---------------------------------------------------------------- programs and events

/** A programs row: the detail the catalog reads plus its place in lists. */
export type ProgramRow = ProgramDetailRow & { sort_order: number };

export type ProgramInput = Partial<ProgramRow>;

/** A program; id defaults to the lowest free id of 1..8, name and headline to the contract's. */
export async function createProgram(q: Queryable, overrides: ProgramInput = {}): Promise<ProgramRow> {
  const id = overrides.id ?? (await lowestFreeProgramId(q));
  const info = isProgramId(id) ? PROGRAMS[id] : undefined;
  return insertRow<ProgramRow>(q, 'programs', {
    id,
    name: info?.name ?? `Program ${id}`,
    headline: info?.headline ?? '',
    sort_order: id,
    ...overrides,
  });
}

async function lowestFreeProgramId(q: Queryable): Promise<number> {
  const row = await q.one<{ id: number | null }>(
    'SELECT min(g) AS id FROM generate_series(1, 8) g WHERE g NOT IN (SELECT id FROM programs)',
  );
  if (row?.id == null) throw new Error('All eight programs exist already');
  return row.id;
}

/** Makes sure program `id` exists (tests may create events without creating the program). */
export async function ensureProgram(q: Queryable, id: number): Promise<void> {
  if (await q.one('SELECT 1 FROM programs WHERE id = $1', [id])) return;
  await createProgram(q, { id });
}

export interface EventCategoryRow {
  id: number;
  name: string;
  program_id: number | null;
  sort_order: number;
}

export async function createEventCategory(
  q: Queryable,
  overrides: Input<EventCategoryRow> = {},
): Promise<EventCategoryRow> {
  if (overrides.program_id != null) await ensureProgram(q, overrides.program_id);
  return insertRow<EventCategoryRow>(q, 'event_categories', { name: `Category ${nextSeq()}`, ...overrides });
}

export type EventStatus = 'notstarted' | 'ongoing' | 'completed' | 'cancelled';

export interface EventRow extends PricedEvent {
  id: number;
  program_id: number;
  category_id: number | null;
  event_name: string;
  city_name: string;
  event_date: string;
  end_date: string | null;
  event_address: string;
  event_image: string;
  event_desc: string;
  status: EventStatus;
  is_closed: boolean;
  payment_link: string;
  created_at: Date;
}

/** An upcoming event of program 1 in two weeks at ₹12,000 (1200000 paise), open for registration. */
export async function createEvent(q: Queryable, overrides: Input<EventRow> = {}): Promise<EventRow> {
  const programId = overrides.program_id ?? 1;
  await ensureProgram(q, programId);
  const n = nextSeq();
  return insertRow<EventRow>(q, 'events', {
    program_id: programId,
    event_name: `${isProgramId(programId) ? PROGRAMS[programId].name : 'Program'} Event ${n}`,
    city_name: 'Chennai',
    event_date: addDays(todayIso(), 14),
    event_address: 'Foundation Centre, Chennai, Tamil Nadu',
    event_desc: 'A program event.',
    status: 'notstarted',
    is_closed: false,
    currency: 'INR',
    price_minor: 1_200_000,
    ...overrides,
  });
}

// ---------------------------------------------------------------- public content

export interface TestimonialRow {
  id: number;
  program_id: number;
  media_img: string;
  media: string;
  name: string;
  profession: string;
  description: string;
  sort_order: number;
}

export async function createTestimonial(
  q: Queryable,
  overrides: Input<TestimonialRow> = {},
): Promise<TestimonialRow> {
  const programId = overrides.program_id ?? 1;
  await ensureProgram(q, programId);
  return insertRow<TestimonialRow>(q, 'testimonials', {
    program_id: programId,
    name: `Participant ${nextSeq()}`,
    profession: 'Teacher',
    description: 'The program brought calm and clarity into my daily life.',
    ...overrides,
  });
}

export interface ProjectRow {
  id: number;
  name: string;
  image: string;
  banner: string;
  link: string;
  sort_order: number;
}

export async function createProject(q: Queryable, overrides: Input<ProjectRow> = {}): Promise<ProjectRow> {
  const n = nextSeq();
  return insertRow<ProjectRow>(q, 'projects', {
    name: `Project ${n}`,
    link: `https://projects.example.org/project-${n}`,
    ...overrides,
  });
}

export interface SliderRow {
  id: number;
  placement: 'banner' | 'bottom';
  image: string;
  media: string;
  title: string;
  sort_order: number;
  active: boolean;
}

export async function createSlider(q: Queryable, overrides: Input<SliderRow> = {}): Promise<SliderRow> {
  return insertRow<SliderRow>(q, 'sliders', {
    placement: 'banner',
    image: '/files/placeholder.webp',
    title: `Slide ${nextSeq()}`,
    ...overrides,
  });
}

// ---------------------------------------------------------------- image gallery

export interface GalleryCategoryRow {
  id: number;
  album_category: string;
  sort_order: number;
}

export async function createGalleryCategory(
  q: Queryable,
  overrides: Input<GalleryCategoryRow> = {},
): Promise<GalleryCategoryRow> {
  return insertRow<GalleryCategoryRow>(q, 'gallery_categories', {
    album_category: `Category ${nextSeq()}`,
    ...overrides,
  });
}

export interface GalleryAlbumRow {
  id: number;
  category_id: number;
  album_sub: string;
  album_date: string;
  cover: string;
}

export async function createGalleryAlbum(
  q: Queryable,
  overrides: Input<GalleryAlbumRow> = {},
): Promise<GalleryAlbumRow> {
  const categoryId = overrides.category_id ?? (await createGalleryCategory(q)).id;
  return insertRow<GalleryAlbumRow>(q, 'gallery_albums', {
    album_sub: `Album ${nextSeq()}`,
    album_date: addDays(todayIso(), -30),
    ...overrides,
    category_id: categoryId,
  });
}

export interface GalleryImageRow {
  id: number;
  album_id: number;
  image: string;
  caption: string;
  album_date: string;
  width: number;
  height: number;
  created_at: Date;
}

/** An image; its album_date follows the album's unless given (the filters search this column). */
export async function createGalleryImage(
  q: Queryable,
  overrides: Input<GalleryImageRow> = {},
): Promise<GalleryImageRow> {
  const album = overrides.album_id
    ? await q.one<{ id: number; album_date: string }>(
        'SELECT id, album_date FROM gallery_albums WHERE id = $1',
        [overrides.album_id],
      )
    : await createGalleryAlbum(q);
  if (!album) throw new Error(`Gallery album ${overrides.album_id} does not exist`);
  return insertRow<GalleryImageRow>(q, 'gallery_images', {
    image: '/files/placeholder.webp',
    caption: `Image ${nextSeq()}`,
    album_date: album.album_date,
    width: 800,
    height: 600,
    ...overrides,
    album_id: album.id,
  });
}

export interface GalleryTagRow {
  id: number;
  album_tag: string;
}

export async function createGalleryTag(
  q: Queryable,
  overrides: Input<GalleryTagRow> = {},
): Promise<GalleryTagRow> {
  return insertRow<GalleryTagRow>(q, 'gallery_tags', { album_tag: `tag-${nextSeq()}`, ...overrides });
}

export async function tagGalleryImage(q: Queryable, imageId: number, tagId: number): Promise<void> {
  await q.query('INSERT INTO gallery_image_tags (image_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    imageId,
    tagId,
  ]);
}

// ---------------------------------------------------------------- audio and video

export interface MediaCategoryRow {
  id: number;
  media_category: string;
  sort_order: number;
}

export async function createMediaCategory(
  q: Queryable,
  overrides: Input<MediaCategoryRow> = {},
): Promise<MediaCategoryRow> {
  return insertRow<MediaCategoryRow>(q, 'media_categories', {
    media_category: `Media category ${nextSeq()}`,
    ...overrides,
  });
}

export interface MediaItemRow {
  id: number;
  category_id: number | null;
  kind: 'video' | 'audio';
  title: string;
  image: string;
  media: string;
  media_time: string;
  published_on: string;
  created_at: Date;
}

export function youtubeEmbed(videoId: string, title = 'Video'): string {
  return `<iframe width="560" height="315" src="https://www.youtube.com/embed/${videoId}" title="${title.replace(/"/g, '&quot;')}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
}

export function soundcloudEmbed(trackId: string): string {
  return `<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https://api.soundcloud.com/tracks/${trackId}&color=%23e07b39"></iframe>`;
}

export async function createMediaItem(
  q: Queryable,
  overrides: Input<MediaItemRow> = {},
): Promise<MediaItemRow> {
  const n = nextSeq();
  const kind = overrides.kind ?? 'video';
  return insertRow<MediaItemRow>(q, 'media_items', {
    kind,
    title: `${kind === 'video' ? 'Video' : 'Audio'} ${n}`,
    media:
      kind === 'video'
        ? youtubeEmbed(`demoVideo${String(n % 100).padStart(2, '0')}`)
        : soundcloudEmbed(String(1_000_000_000 + n)),
    media_time: '10:00',
    published_on: addDays(todayIso(), -7),
    ...overrides,
  });
}

export interface MediaTagRow {
  id: number;
  media_tag: string;
}

export async function createMediaTag(q: Queryable, overrides: Input<MediaTagRow> = {}): Promise<MediaTagRow> {
  return insertRow<MediaTagRow>(q, 'media_tags', { media_tag: `media-tag-${nextSeq()}`, ...overrides });
}

export async function tagMediaItem(q: Queryable, mediaId: number, tagId: number): Promise<void> {
  await q.query('INSERT INTO media_item_tags (media_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    mediaId,
    tagId,
  ]);
}

// ---------------------------------------------------------------- translations

export interface TranslationRow {
  id: number;
  program_id: number;
  trans_word: string;
  trans_en: string;
  trans_ta: string;
}

export async function createTranslation(
  q: Queryable,
  overrides: Input<TranslationRow> = {},
): Promise<TranslationRow> {
  const n = nextSeq();
  return insertRow<TranslationRow>(q, 'translations', {
    program_id: 0,
    trans_word: `word_${n}`,
    trans_en: `Word ${n}`,
    trans_ta: `சொல் ${n}`,
    ...overrides,
  });
}
