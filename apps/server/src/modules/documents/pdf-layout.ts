import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { istWallClock } from '@portal/contract/fields';

/**
 * Drawing helpers shared by the receipt and the invoice: an A4 page with the foundation's
 * heading, label/value rows and a money table. Text is in the PDF standard font (Helvetica,
 * nothing to embed); names in Tamil script switch to Noto Sans Tamil when it is installed.
 */
export type Doc = PDFKit.PDFDocument;

export const PAGE = { margin: 48, width: 595.28 - 96 } as const;
const INK = '#2b2118';
const MUTED = '#6b5d52';
const RULE = '#d9cbb8';
const ACCENT = '#7a1f1f';

export function newDocument(title: string): Doc {
  return new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: title, Author: 'Foundation portal' },
    bufferPages: false,
  });
}

/** Collects the whole PDF in memory: receipts are one or two pages, a few kilobytes. */
export function toBuffer(doc: Doc, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

// ---------------------------------------------------------------- fonts

const TAMIL = /[\u0B80-\u0BFF\u200C\u200D]/;
let tamilFontPath: string | null | undefined;

function findTamilFont(): string | null {
  if (tamilFontPath !== undefined) return tamilFontPath;
  try {
    const license = createRequire(import.meta.url).resolve('@fontsource/noto-sans-tamil/LICENSE');
    const file = path.join(path.dirname(license), 'files', 'noto-sans-tamil-tamil-400-normal.woff');
    tamilFontPath = existsSync(file) ? file : null;
  } catch {
    tamilFontPath = null;
  }
  return tamilFontPath;
}

/** Runs of Tamil and other text, so each is drawn in a font that has its glyphs. */
function runs(text: string): Array<{ tamil: boolean; text: string }> {
  const out: Array<{ tamil: boolean; text: string }> = [];
  for (const ch of text) {
    const tamil = TAMIL.test(ch);
    const last = out[out.length - 1];
    if (last && (last.tamil === tamil || ch === ' ')) last.text += ch;
    else out.push({ tamil, text: ch });
  }
  return out;
}

/** Characters Helvetica (WinAnsi) cannot show become '?', never garbage bytes. */
const winAnsiSafe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/gu, '?');

/** Writes text that may contain Tamil at the current position, continuing the line as pdfkit does. */
function writeMixed(doc: Doc, text: string, font: string, options: PDFKit.Mixins.TextOptions) {
  const tamilFont = TAMIL.test(text) ? findTamilFont() : null;
  if (!tamilFont) {
    doc.font(font).text(winAnsiSafe(text), options);
    return;
  }
  const parts = runs(text);
  parts.forEach((part, i) => {
    doc.font(part.tamil ? tamilFont : font).text(part.tamil ? part.text : winAnsiSafe(part.text), {
      ...options,
      continued: i < parts.length - 1,
    });
  });
}

// ---------------------------------------------------------------- blocks

export interface Foundation {
  name: string;
  address: string;
  pan: string;
  phone: string;
  email: string;
}

export function heading(doc: Doc, foundation: Foundation, title: string) {
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(18).text(foundation.name, { align: 'center' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9.5);
  doc.text(foundation.address, { align: 'center' });
  doc.text(`PAN: ${foundation.pan}   Phone: ${foundation.phone}   Email: ${foundation.email}`, { align: 'center' });
  doc.moveDown(0.6);
  rule(doc);
  doc.moveDown(0.6);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(title, { align: 'center' });
  doc.moveDown(0.8);
}

/** A warning line in the accent colour (a cancelled receipt says so under its title). */
export function notice(doc: Doc, text: string) {
  doc.x = PAGE.margin;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(10.5);
  writeMixed(doc, text, 'Helvetica-Bold', { width: PAGE.width, align: 'center' });
  doc.moveDown(0.3);
  doc.fillColor(INK);
}

/** A large word across the page, faint, under what is drawn after it (CANCELLED on a cancelled receipt). */
export function watermark(doc: Doc, word: string) {
  const cx = PAGE.margin + PAGE.width / 2;
  const cy = 841.89 / 2;
  const x = doc.x;
  const y = doc.y;
  doc.save();
  doc.rotate(-35, { origin: [cx, cy] });
  doc.fillColor('#c0392b').fillOpacity(0.16).font('Helvetica-Bold').fontSize(96);
  doc.text(word, cx - 330, cy - 48, { width: 660, align: 'center', lineBreak: false });
  doc.restore();
  doc.x = x;
  doc.y = y;
}

export function rule(doc: Doc) {
  const y = doc.y;
  doc.save().strokeColor(RULE).lineWidth(0.8).moveTo(PAGE.margin, y).lineTo(PAGE.margin + PAGE.width, y).stroke().restore();
}

const LABEL_WIDTH = 170;

/** 'Label      value' rows; the value wraps within its column. */
export function fields(doc: Doc, rows: Array<[string, string]>) {
  doc.fontSize(10.5);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica').text(label, PAGE.margin, y, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc.x = PAGE.margin + LABEL_WIDTH;
    doc.y = y;
    doc.fillColor(INK);
    writeMixed(doc, value || '-', 'Helvetica-Bold', { width: PAGE.width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 3;
    doc.x = PAGE.margin;
  }
}

export function section(doc: Doc, title: string) {
  doc.moveDown(0.6);
  doc.x = PAGE.margin;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11.5).text(title);
  doc.moveDown(0.3);
}

export function paragraph(doc: Doc, text: string, size = 9.5) {
  doc.x = PAGE.margin;
  doc.fillColor(INK).fontSize(size);
  // Texts the owner writes in Site settings may be Tamil (the devotee's language).
  writeMixed(doc, text, 'Helvetica', { width: PAGE.width, align: 'left' });
  doc.moveDown(0.4);
}

/** Amount rows right-aligned in a column: [label, amount text, bold?]. */
export function moneyTable(doc: Doc, rows: Array<[string, string, boolean?]>) {
  doc.fontSize(10.5);
  for (const [label, amount, strong] of rows) {
    const y = doc.y;
    doc.fillColor(strong ? INK : MUTED).font(strong ? 'Helvetica-Bold' : 'Helvetica').text(label, PAGE.margin, y, { width: PAGE.width - 160 });
    doc.fillColor(INK).font(strong ? 'Helvetica-Bold' : 'Helvetica').text(amount, PAGE.margin + PAGE.width - 160, y, { width: 160, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 2;
  }
  doc.x = PAGE.margin;
}

export function signature(doc: Doc, foundationName: string) {
  doc.moveDown(2.5);
  const x = PAGE.margin + PAGE.width - 220;
  const y = doc.y;
  doc.save().strokeColor(INK).lineWidth(0.6).moveTo(x, y).lineTo(x + 220, y).stroke().restore();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text('Authorised Signatory', x, y + 4, { width: 220, align: 'center' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`For ${foundationName}`, x, doc.y, { width: 220, align: 'center' });
  doc.x = PAGE.margin;
}

export function footnote(doc: Doc, text: string) {
  doc.moveDown(1.2);
  doc.x = PAGE.margin;
  doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(8.5).text(text, { width: PAGE.width, align: 'center' });
}

/** 150050 paise → 'Rs. 1,500.50' (Indian digit grouping). */
export function money(minor: number, currency = 'INR'): string {
  const value = (minor / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency === 'INR' ? `Rs. ${value}` : `${currency} ${value}`;
}

/** A timestamp as DD/MM/YYYY on the Indian calendar (what the screens show). */
export function indianDate(d: Date | string): string {
  const iso = istWallClock(d).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A 'YYYY-MM-DD' date as DD/MM/YYYY. */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}
