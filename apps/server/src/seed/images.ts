import sharp from 'sharp';
import type { Storage } from '../providers/storage.ts';

/**
 * Demo pictures drawn from SVG: a soft warm gradient, a mandala and a kolam dot grid in the
 * site's palette, and the subject written on it (DESIGN.md "Feel"). They are generated rather
 * than shipped so the repository carries no binary art, and they are deterministic (seeded by
 * the label) so a re-seed writes byte-identical files.
 */

export const IMAGE_SIZES = {
  banner: { width: 1600, height: 600 },
  card: { width: 800, height: 600 },
  portrait: { width: 400, height: 400 },
  /** Profile pictures: the spec resizes uploads to at most 200x200. */
  avatar: { width: 200, height: 200 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

export interface ImageSpec {
  /** File name without extension; stored as `demo/<name>.webp`. */
  name: string;
  kind: ImageKind;
  /** The subject, written large on the image. */
  label: string;
  /** A smaller second line (city, date, duration...). */
  caption?: string;
}

const PALETTE = {
  saffron: '#E07B39',
  gold: '#C9A227',
  maroon: '#5A1A1A',
  ink: '#2B1B17',
  cream: '#FFF8EE',
};
const LIGHT_BACKGROUNDS = ['#FBF3E4', '#F8E7CF', '#FCEEDD', '#F5E9D3', '#FFF4E6', '#F9E4D2'];
const LINE_COLOURS = [PALETTE.saffron, PALETTE.gold, PALETTE.maroon];
const FONT = "'DejaVu Serif', 'Noto Serif', Georgia, serif";

/** FNV-1a: a stable 32-bit seed from a label. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to vary the drawings. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
const between = (rnd: Random, min: number, max: number) => min + rnd() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by an estimated glyph width; the last line gets an ellipsis if text remains. */
function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1))}…`;
      return lines;
    }
  }
  if (current) lines.push(current.length > maxChars ? `${current.slice(0, maxChars - 1)}…` : current);
  return lines;
}

function mandala(rnd: Random, cx: number, cy: number, radius: number): string {
  const parts: string[] = [];
  const rings = 3 + Math.floor(rnd() * 3);
  for (let ring = 0; ring < rings; ring++) {
    const r = radius * (1 - ring / (rings + 0.5));
    const petals = pick(rnd, [8, 12, 16, 24]);
    const colour = pick(rnd, LINE_COLOURS);
    const width = round(between(rnd, 1.2, 2.6) * (radius / 200));
    const opacity = round(between(rnd, 0.45, 0.8));
    const petalLength = r * between(rnd, 0.22, 0.38);
    const petalWidth = ((Math.PI * r) / petals) * between(rnd, 0.35, 0.6);
    const petal = `<ellipse cx="0" cy="${round(-r + petalLength)}" rx="${round(petalWidth)}" ry="${round(petalLength)}"/>`;
    const rotated = Array.from(
      { length: petals },
      (_, i) => `<g transform="rotate(${round((360 / petals) * i)})">${petal}</g>`,
    ).join('');
    parts.push(
      `<g fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}">` +
        `<circle r="${round(r)}"/>${rotated}</g>`,
    );
  }
  parts.push(`<circle r="${round(radius * 0.08)}" fill="${PALETTE.saffron}" fill-opacity="0.55"/>`);
  return `<g transform="translate(${round(cx)} ${round(cy)})">${parts.join('')}</g>`;
}

/** A pulli kolam: a dot grid with a diamond loop around every other dot, drawn faintly. */
function kolam(rnd: Random, x: number, y: number, size: number): string {
  const n = 4 + Math.floor(rnd() * 3);
  const step = size / n;
  const colour = pick(rnd, LINE_COLOURS);
  const dots: string[] = [];
  const loops: string[] = [];
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= n; j++) {
      const px = round(x + i * step);
      const py = round(y + j * step);
      dots.push(`<circle cx="${px}" cy="${py}" r="${round(step * 0.06)}"/>`);
      if ((i + j) % 2 === 0 && i < n && j < n) {
        const h = step / 2;
        loops.push(
          `M${round(px + h)} ${py} L${round(px + step)} ${round(py + h)} L${round(px + h)} ${round(py + step)} L${px} ${round(py + h)} Z`,
        );
      }
    }
  }
  return (
    `<g opacity="0.35"><g fill="${colour}">${dots.join('')}</g>` +
    `<path d="${loops.join(' ')}" fill="none" stroke="${colour}" stroke-width="${round(step * 0.05)}" stroke-linejoin="round"/></g>`
  );
}

function background(rnd: Random, width: number, height: number): string {
  const from = pick(rnd, LIGHT_BACKGROUNDS);
  const to = pick(rnd, LIGHT_BACKGROUNDS);
  const glow = pick(rnd, [PALETTE.saffron, PALETTE.gold]);
  const gx = round(between(rnd, 0.2, 0.8) * 100);
  const gy = round(between(rnd, 0.2, 0.8) * 100);
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${gx}%" cy="${gy}%" r="60%"><stop offset="0" stop-color="${glow}" stop-opacity="0.28"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  anchor: string,
  colour: string,
  weight = 'bold',
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${round(x)}" y="${round(y + i * size * 1.2)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Banners keep the left half calm for the title, the mandala sits on the right. */
function bannerArt(rnd: Random, spec: ImageSpec, width: number, height: number): string {
  const title = wrapText(spec.label, 26, 2);
  const size = 64;
  const top = height / 2 - ((title.length - 1) * size * 1.2) / 2 - (spec.caption ? 20 : 0);
  return [
    kolam(rnd, width * 0.42, height * 0.12, height * 0.3),
    mandala(rnd, width * 0.78, height / 2, height * 0.46),
    `<rect x="60" y="${round(height * 0.2)}" width="6" height="${round(height * 0.6)}" fill="${PALETTE.saffron}"/>`,
    textLines(title, 96, top + size / 3, size, 'start', PALETTE.maroon),
    spec.caption
      ? textLines(
          [spec.caption],
          96,
          top + title.length * size * 1.2 + 24,
          32,
          'start',
          PALETTE.ink,
          'normal',
        )
      : '',
  ].join('');
}

/** Cards: mandala above, the label on a cream band at the bottom (where card titles overlay). */
function cardArt(rnd: Random, spec: ImageSpec, width: number, height: number): string {
  const title = wrapText(spec.label, 28, 2);
  const size = 40;
  const band = spec.caption ? 170 : 140;
  const bandTop = height - band;
  const titleTop = bandTop + (band - (title.length * size * 1.2 + (spec.caption ? 34 : 0))) / 2 + size * 0.9;
  return [
    kolam(rnd, width * 0.04, height * 0.05, height * 0.25),
    mandala(rnd, width / 2, bandTop / 2 + 10, bandTop * 0.44),
    `<rect y="${bandTop}" width="${width}" height="${band}" fill="${PALETTE.cream}" fill-opacity="0.88"/>`,
    `<rect y="${bandTop}" width="${width}" height="4" fill="${PALETTE.gold}"/>`,
    textLines(title, width / 2, titleTop, size, 'middle', PALETTE.maroon),
    spec.caption
      ? textLines(
          [spec.caption],
          width / 2,
          titleTop + title.length * size * 1.2 + 4,
          26,
          'middle',
          PALETTE.ink,
          'normal',
        )
      : '',
  ].join('');
}

function initials(label: string): string {
  const words = label
    .replace(/^(Mr|Ms|Mrs|Dr|Sri|Smt)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** Portraits stand in for faces: initials in a maroon medallion framed by the mandala. */
function portraitArt(rnd: Random, spec: ImageSpec, width: number, height: number): string {
  const cx = width / 2;
  const cy = height * 0.44;
  const scale = width / 400;
  const name = wrapText(spec.label, 22, 1);
  return [
    mandala(rnd, cx, cy, height * 0.4),
    `<circle cx="${cx}" cy="${round(cy)}" r="${round(70 * scale)}" fill="${PALETTE.maroon}"/>`,
    `<circle cx="${cx}" cy="${round(cy)}" r="${round(74 * scale)}" fill="none" stroke="${PALETTE.gold}" stroke-width="${round(3 * scale)}"/>`,
    textLines([initials(spec.label)], cx, cy + 20 * scale, round(56 * scale), 'middle', PALETTE.cream),
    textLines(name, cx, height * 0.92, round(26 * scale), 'middle', PALETTE.maroon),
  ].join('');
}

export function demoImageSvg(spec: ImageSpec): string {
  const { width, height } = IMAGE_SIZES[spec.kind];
  const rnd = seededRandom(hashString(`${spec.kind}:${spec.label}:${spec.caption ?? ''}`));
  const art =
    spec.kind === 'banner'
      ? bannerArt(rnd, spec, width, height)
      : spec.kind === 'card'
        ? cardArt(rnd, spec, width, height)
        : portraitArt(rnd, spec, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(rnd, width, height)}${art}</svg>`;
}

export async function renderDemoImage(spec: ImageSpec): Promise<Buffer> {
  // effort 2: the encoder's slower modes cost seconds across the demo set and gain little here.
  return sharp(Buffer.from(demoImageSvg(spec)))
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
}

/** Runs fn over items with at most `limit` in flight (sharp already uses a thread per core). */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Renders and stores every spec; returns name → public URL path. Duplicate names render once. */
export async function storeDemoImages(
  storage: Storage,
  specs: readonly ImageSpec[],
  concurrency = 4,
): Promise<Map<string, string>> {
  const unique = [...new Map(specs.map((s) => [s.name, s])).values()];
  const urls = await mapLimit(unique, concurrency, async (spec) =>
    storage.put(`demo/${spec.name}.webp`, await renderDemoImage(spec)),
  );
  return new Map(unique.map((spec, i) => [spec.name, urls[i] as string]));
}

export const PLACEHOLDER_KEY = 'placeholder.webp';

/** The picture shown when an image fails to load (spec: broken images fall back to a placeholder). */
export async function renderPlaceholder(): Promise<Buffer> {
  const { width, height } = { width: 400, height: 300 };
  const rnd = seededRandom(hashString('placeholder'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="#F5E9D3"/>${mandala(rnd, width / 2, height / 2, height * 0.36)}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 70, effort: 2 }).toBuffer();
}

/** Writes the placeholder under its fixed key (also needed in production) and returns its URL. */
export async function ensurePlaceholder(storage: Storage): Promise<string> {
  return storage.put(PLACEHOLDER_KEY, await renderPlaceholder());
}
