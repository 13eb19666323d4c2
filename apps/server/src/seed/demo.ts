import { fillDemoTamil } from './demo-tamil.ts';
import { PROGRAMS } from '@portal/contract/programs';
import { todayIso } from '@portal/contract/fields';
import type { Db, Queryable } from '../db/client.ts';
import type { Storage } from '../providers/storage.ts';
import {
  DEMO_DEVOTEE,
  DEMO_EVENTS,
  DEMO_GALLERY,
  DEMO_GALLERY_TAGS,
  DEMO_MEDIA,
  DEMO_MEDIA_CATEGORIES,
  DEMO_MEDIA_TAGS,
  DEMO_PROGRAMS,
  DEMO_PROJECTS,
  DEMO_SLIDES,
  DEMO_TESTIMONIALS,
  type DemoEvent,
} from './demo-content.ts';
import {
  addDays,
  createEvent,
  createEventCategory,
  createGalleryAlbum,
  createGalleryCategory,
  createGalleryImage,
  createGalleryTag,
  createMediaCategory,
  createMediaItem,
  createMediaTag,
  createProgram,
  createProject,
  createSlider,
  createTestimonial,
  createUser,
  soundcloudEmbed,
  tagGalleryImage,
  tagMediaItem,
  youtubeEmbed,
} from './factories.ts';
import { ensurePlaceholder, IMAGE_SIZES, storeDemoImages, type ImageSpec } from './images.ts';
import { findCityId, findCountryIdByIso, findStateId, loadReferenceData } from './reference.ts';
import { loadFormTranslations } from './translations.ts';
import { DEMO_SETTINGS } from '../modules/settings/index.ts';
import { storeSetting } from '../modules/settings/index.ts';

/**
 * Demo content for development, tests and the try-it-out server: everything a visitor and the
 * demo devotee can see. It runs only into an empty `programs` table and never in production
 * unless forced, because it creates a user with a published password.
 */

export interface SeedDemoOptions {
  /** Allow seeding when NODE_ENV is production (e.g. a public demo site). */
  force?: boolean;
  logger?: (message: string) => void;
  /** The date the relative event dates count from (YYYY-MM-DD); defaults to today in India. */
  today?: string;
}

type ImageUrl = (name: string) => string;

const rupees = (amount: number) => amount * 100;

/** Loads the demo content into an empty database. Returns false when there was already content. */
export async function seedDemo(db: Db, storage: Storage, options: SeedDemoOptions = {}): Promise<boolean> {
  if (process.env.NODE_ENV === 'production' && !options.force) {
    throw new Error('Refusing to seed demo content in production; pass { force: true } to do it anyway');
  }
  const log = options.logger ?? (() => undefined);
  if (await db.one('SELECT 1 FROM programs LIMIT 1')) {
    log('Demo seed skipped: programs already exist');
    return false;
  }
  const started = Date.now();
  const today = options.today ?? todayIso();

  // Files before rows: storage is not transactional, and re-writing the same deterministic
  // bytes after a failed or concurrent run is harmless. Rendering runs on sharp's threads, so it
  // overlaps the reference load, which keeps the main thread busy with PGlite.
  const [images] = await Promise.all([
    storeDemoImages(storage, demoImageSpecs()),
    loadReferenceData(db),
    ensurePlaceholder(storage),
  ]);
  log(`Demo images: ${images.size} written in ${Date.now() - started} ms`);
  const img: ImageUrl = (name) => {
    const url = images.get(name);
    if (!url) throw new Error(`Demo image ${name} was not generated`);
    return url;
  };

  const inserted = await db.tx(async (q) => {
    // A second process seeding at the same time waits here and then finds the programs.
    await q.query('SELECT pg_advisory_xact_lock(727276)');
    if (await q.one('SELECT 1 FROM programs LIMIT 1')) return false;
    await insertPrograms(q, img);
    await insertEvents(q, img, today);
    await insertTestimonials(q, img);
    await insertProjectsAndSliders(q, img);
    await insertGallery(q, img, today);
    await insertMedia(q, img, today);
    await fillDemoTamil(q);
    await loadFormTranslations(q);
    await insertDemoDevotee(q, img);
    await storeDemoSettings(q);
    return true;
  });
  log(
    inserted
      ? `Demo content loaded in ${Date.now() - started} ms`
      : 'Demo seed skipped: loaded by another process',
  );
  return inserted;
}

// ---------------------------------------------------------------- images

/** Every picture the demo uses, by name; sizes follow DESIGN.md (banners 16:6, cards 4:3, portraits 1:1). */
export function demoImageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const p of DEMO_PROGRAMS) {
    const { name, headline } = PROGRAMS[p.id];
    specs.push(
      { name: `program-${p.id}-logo`, kind: 'portrait', label: name },
      { name: `program-${p.id}-banner`, kind: 'banner', label: name, caption: headline },
      {
        name: `program-${p.id}-media`,
        kind: 'banner',
        label: name,
        caption: `${p.duration} day(s) · ${p.timing}`,
      },
    );
  }
  DEMO_EVENTS.forEach((e, i) =>
    specs.push({ name: `event-${i + 1}`, kind: 'card', label: e.name, caption: e.city }),
  );
  DEMO_TESTIMONIALS.forEach((t, i) =>
    specs.push({ name: `testimonial-${i + 1}`, kind: 'portrait', label: t.name }),
  );
  for (const p of DEMO_PROJECTS) {
    specs.push(
      { name: `project-${p.slug}`, kind: 'card', label: p.name },
      {
        name: `project-${p.slug}-banner`,
        kind: 'banner',
        label: p.name,
        caption: 'A project of the foundation',
      },
    );
  }
  DEMO_SLIDES.forEach((s, i) =>
    specs.push({ name: `slide-${i + 1}`, kind: 'banner', label: s.title, caption: s.caption }),
  );
  DEMO_GALLERY.forEach((category, c) =>
    category.albums.forEach((album, a) =>
      album.captions.forEach((caption, i) =>
        specs.push({ name: galleryImageName(c, a, i), kind: 'card', label: caption, caption: album.name }),
      ),
    ),
  );
  DEMO_MEDIA.forEach((m, i) =>
    specs.push({
      name: `media-${i + 1}`,
      kind: 'card',
      label: m.title,
      caption: `${m.kind === 'video' ? 'Video' : 'Audio'} · ${m.time}`,
    }),
  );
  specs.push({ name: 'devotee-demo', kind: 'avatar', label: DEMO_DEVOTEE.name });
  return specs;
}

const galleryImageName = (category: number, album: number, image: number) =>
  `gallery-${category + 1}-${album + 1}-${image + 1}`;

// ---------------------------------------------------------------- rows

function nextEventOf(programId: number): DemoEvent | undefined {
  return DEMO_EVENTS.filter((e) => e.program === programId && !e.completed).sort(
    (a, b) => a.inDays - b.inDays,
  )[0];
}

async function insertPrograms(q: Queryable, img: ImageUrl): Promise<void> {
  for (const p of DEMO_PROGRAMS) {
    await createProgram(q, {
      id: p.id,
      name: PROGRAMS[p.id].name,
      headline: PROGRAMS[p.id].headline,
      image: img(`program-${p.id}-logo`),
      banner: img(`program-${p.id}-banner`),
      media_banner: img(`program-${p.id}-media`),
      story: p.story,
      promise_status: p.promiseStatus,
      promises: p.promises,
      benefits: p.benefits,
      attend: p.attend,
      duration: p.duration,
      timing: p.timing,
      event_status: p.eventStatus,
      // The "Upcoming" line (upcome_date, upcome_address) is set by insertEvents from the events.
      prereq_text: p.prereqText,
      prereq_media: youtubeEmbed(p.prereqVideo, `${PROGRAMS[p.id].name} prerequisites`),
      sort_order: p.id,
    });
  }
}

async function insertEvents(q: Queryable, img: ImageUrl, today: string): Promise<void> {
  const categoryOf = new Map<number, number>();
  for (const p of DEMO_PROGRAMS) {
    const category = await createEventCategory(q, {
      name: PROGRAMS[p.id].name,
      program_id: p.id,
      sort_order: p.id,
    });
    categoryOf.set(p.id, category.id);
  }
  const durationOf = new Map(DEMO_PROGRAMS.map((p) => [p.id as number, p.duration]));
  for (const [i, e] of DEMO_EVENTS.entries()) {
    const eventDate = addDays(today, e.inDays);
    await createEvent(q, {
      program_id: e.program,
      category_id: categoryOf.get(e.program) ?? null,
      event_name: e.name,
      city_name: e.city,
      event_date: eventDate,
      end_date: addDays(eventDate, (durationOf.get(e.program) ?? 1) - 1),
      event_address: e.address,
      event_image: img(`event-${i + 1}`),
      event_desc: e.desc,
      status: e.completed ? 'completed' : 'notstarted',
      is_closed: e.closed ?? false,
      currency: 'INR',
      price_minor: rupees(e.priceRupees),
      discount_percent: e.discountPercent ?? 0,
      early_bird_minor: e.earlyBird ? rupees(e.earlyBird.rupees) : 0,
      early_bird_until: e.earlyBird ? addDays(today, e.earlyBird.untilInDays) : null,
      advance_minor: e.advanceRupees ? rupees(e.advanceRupees) : 0,
      payment_link: e.paymentLink ?? '',
    });
  }
  for (const p of DEMO_PROGRAMS) {
    const next = nextEventOf(p.id);
    if (p.eventStatus && next) {
      await q.query('UPDATE programs SET upcome_date = $2, upcome_address = $3 WHERE id = $1', [
        p.id,
        addDays(today, next.inDays),
        next.address,
      ]);
    }
  }
}

async function insertTestimonials(q: Queryable, img: ImageUrl): Promise<void> {
  const perProgram = new Map<number, number>();
  for (const [i, t] of DEMO_TESTIMONIALS.entries()) {
    const order = (perProgram.get(t.program) ?? 0) + 1;
    perProgram.set(t.program, order);
    await createTestimonial(q, {
      program_id: t.program,
      media_img: img(`testimonial-${i + 1}`),
      media: t.video ? youtubeEmbed(t.video, `${t.name} on ${PROGRAMS[t.program].name}`) : '',
      name: t.name,
      profession: t.profession,
      description: t.description,
      sort_order: order,
    });
  }
}

async function insertProjectsAndSliders(q: Queryable, img: ImageUrl): Promise<void> {
  for (const [i, p] of DEMO_PROJECTS.entries()) {
    await createProject(q, {
      name: p.name,
      image: img(`project-${p.slug}`),
      banner: img(`project-${p.slug}-banner`),
      link: `https://projects.example.org/${p.slug}`,
      sort_order: i + 1,
    });
  }
  for (const [i, s] of DEMO_SLIDES.entries()) {
    await createSlider(q, {
      placement: s.placement,
      image: img(`slide-${i + 1}`),
      media: s.media,
      title: s.title,
      sort_order: i + 1,
    });
  }
}

async function insertGallery(q: Queryable, img: ImageUrl, today: string): Promise<void> {
  const tagIds: number[] = [];
  for (const tag of DEMO_GALLERY_TAGS) tagIds.push((await createGalleryTag(q, { album_tag: tag })).id);
  const { width, height } = IMAGE_SIZES.card;
  let imageCount = 0;
  for (const [c, category] of DEMO_GALLERY.entries()) {
    const categoryRow = await createGalleryCategory(q, { album_category: category.name, sort_order: c + 1 });
    for (const [a, album] of category.albums.entries()) {
      const albumDate = addDays(today, -album.daysAgo);
      const albumRow = await createGalleryAlbum(q, {
        category_id: categoryRow.id,
        album_sub: album.name,
        album_date: albumDate,
        cover: img(galleryImageName(c, a, 0)),
      });
      for (const [i, caption] of album.captions.entries()) {
        const image = await createGalleryImage(q, {
          album_id: albumRow.id,
          image: img(galleryImageName(c, a, i)),
          caption,
          album_date: albumDate,
          width,
          height,
        });
        // Spread tags over the images: each gets one, every third a second, so tag pages differ.
        const n = imageCount++;
        await tagGalleryImage(q, image.id, tagIds[n % tagIds.length] as number);
        if (n % 3 === 0) await tagGalleryImage(q, image.id, tagIds[(n + 3) % tagIds.length] as number);
      }
    }
  }
}

async function insertMedia(q: Queryable, img: ImageUrl, today: string): Promise<void> {
  const categoryIds: number[] = [];
  for (const [i, name] of DEMO_MEDIA_CATEGORIES.entries()) {
    categoryIds.push((await createMediaCategory(q, { media_category: name, sort_order: i + 1 })).id);
  }
  const tagIds: number[] = [];
  for (const tag of DEMO_MEDIA_TAGS) tagIds.push((await createMediaTag(q, { media_tag: tag })).id);
  for (const [i, m] of DEMO_MEDIA.entries()) {
    const n = String(i + 1).padStart(2, '0');
    const item = await createMediaItem(q, {
      kind: m.kind,
      category_id: categoryIds[m.category] ?? null,
      title: m.title,
      image: img(`media-${i + 1}`),
      media: m.kind === 'video' ? youtubeEmbed(`demoVideo${n}`, m.title) : soundcloudEmbed(`10000000${n}`),
      media_time: m.time,
      published_on: addDays(today, -m.daysAgo),
    });
    for (const t of m.tags) await tagMediaItem(q, item.id, tagIds[t] as number);
  }
}

async function insertDemoDevotee(q: Queryable, img: ImageUrl): Promise<void> {
  const { state, city, ...profile } = DEMO_DEVOTEE;
  // Looked up rather than INDIA_COUNTRY_ID: the rows may come from an older package version.
  const indiaId = await findCountryIdByIso(q, 'IN');
  const stateId = indiaId ? await findStateId(q, indiaId, state) : undefined;
  const cityId = stateId ? await findCityId(q, stateId, city) : undefined;
  await createUser(q, {
    ...profile,
    dial_code: '91',
    country_id: indiaId ?? null,
    state_id: stateId ?? null,
    city_id: cityId ?? null,
    picture: img('devotee-demo'),
  });
}

/** The demo's site settings: the values the site showed before settings existed. */
async function storeDemoSettings(q: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(DEMO_SETTINGS)) await storeSetting(q, key, value, null);
}
