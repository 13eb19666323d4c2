import { createRequire } from 'node:module';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { FORM_10BE_LIMITS, TAX_MESSAGES, type DonationType10bd, type ReceiptMode10bd } from '@portal/contract/admin-tax';
import { fieldError } from '../../lib/errors.ts';

/**
 * Reading the Form 10BE certificates the income-tax portal issues after a 10BD statement is
 * filed: the ZIP (fflate) and each PDF's text (Mozilla's pdf.js, `pdfjs-dist`, its build for
 * Node), then the certificate's facts found by their labels: the donor's ID (PAN or Aadhaar,
 * never the foundation's own PAN), the amount, the donation type, the mode and the year.
 */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** The PDF files of a ZIP; a damaged or oversized ZIP is a 400 naming `file`. Folders and hidden files are passed over. */
export function unzipCertificates(zip: Buffer): ZipEntry[] {
  if (zip.length > FORM_10BE_LIMITS.maxZipBytes) throw fieldError('file', TAX_MESSAGES.zipTooLarge);
  if (zip.length < 4 || zip.readUInt32LE(0) !== 0x04034b50) throw fieldError('file', TAX_MESSAGES.notZip);
  let count = 0;
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.length), {
      filter: (f) => {
        if (f.name.endsWith('/') || path.posix.basename(f.name).startsWith('.') || f.name.startsWith('__MACOSX/')) return false;
        // Sizes are checked from the ZIP's directory before anything is inflated (a ZIP bomb stops here).
        if (++count > FORM_10BE_LIMITS.maxFiles || f.originalSize > FORM_10BE_LIMITS.maxPdfBytes) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    throw fieldError('file', TAX_MESSAGES.notZip);
  }
  if (tooLarge) throw fieldError('file', TAX_MESSAGES.zipTooLarge);
  const entries = Object.entries(files).map(([name, bytes]) => ({ name, bytes }));
  if (entries.length === 0) throw fieldError('file', TAX_MESSAGES.zipEmpty);
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

const isPdf = (bytes: Uint8Array) => bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

const require = createRequire(import.meta.url);
/** pdf.js's standard fonts (a certificate in the 14 base fonts needs their metrics, never a download). */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/** The text of a PDF, one line per text line, or undefined when it is not a PDF or cannot be read. */
export async function pdfText(bytes: Uint8Array): Promise<string | undefined> {
  if (!isPdf(bytes)) return undefined;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl, verbosity: 0 });
    const pdf = await task.promise;
    try {
      let text = '';
      for (let n = 1; n <= Math.min(pdf.numPages, 5); n++) {
        const content = await (await pdf.getPage(n)).getTextContent();
        for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
        text += '\n';
      }
      return text;
    } finally {
      await pdf.destroy();
    }
  } catch {
    return undefined;
  }
}

export interface Certificate10be {
  isForm10be: boolean;
  fy: string;
  /** PAN (upper case) or Aadhaar (12 digits); '' when none was found. */
  idNumber: string;
  donorName: string;
  amountMinor: number | null;
  donationType: DonationType10bd | '';
  mode: ReceiptMode10bd | '';
}

const PAN = /\b[A-Z]{5}[0-9]{4}[A-Z]\b/;
const AADHAAR = /\b[2-9]\d{3}\s?\d{4}\s?\d{4}\b/;

/** The value after a label on its line ("Label: value" or "Label value"). */
function after(text: string, label: RegExp): string {
  for (const line of text.split('\n')) {
    const m = label.exec(line);
    if (m) return line.slice(m.index + m[0].length).replace(/^\s*[:\-–]\s*/, '').trim();
  }
  return '';
}

/** Rupees written as '1,23,456.50', 'Rs. 5,000', '₹ 5000' → paise. */
export function amountMinorOf(text: string): number | null {
  const m = /(\d[\d,]*)(?:\.(\d{1,2}))?/.exec(text.replace(/(Rs\.?|INR|₹)/gi, ''));
  if (!m) return null;
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

function typeOf(text: string): DonationType10bd | '' {
  const t = text.toLowerCase();
  return t.startsWith('corpus') ? 'corpus' : t.startsWith('specific') ? 'specific_grant' : t.startsWith('other') ? 'others' : '';
}

function modeOf(text: string): ReceiptMode10bd | '' {
  const t = text.toLowerCase();
  return t.startsWith('cash') ? 'cash' : t.startsWith('kind') ? 'kind' : t.startsWith('electronic') ? 'electronic' : t.startsWith('other') ? 'others' : '';
}

/**
 * The facts of a certificate from its text. The donor's ID is taken from a line naming the donor
 * (e.g. "Unique Identification Number of the donor", "PAN of the donor"); failing that, the one
 * PAN or Aadhaar number in the text that is not `foundationPan`.
 */
export function readCertificate(text: string, foundationPan: string): Certificate10be {
  const isForm10be = /form\s*no\.?\s*10\s*BE/i.test(text);
  const fy = /(\d{4}-\d{2})/.exec(after(text, /financial year[^:\n]*/i))?.[1] ?? /financial year[^\n]*?(\d{4}-\d{2})/i.exec(text)?.[1] ?? '';
  const donorLine = after(text, /(unique identification number|identification number|PAN|Aadhaar)[^:\n]*donor[^:\n]*/i).toUpperCase();
  let idNumber = PAN.exec(donorLine)?.[0] ?? AADHAAR.exec(donorLine)?.[0]?.replace(/\s/g, '') ?? '';
  if (!idNumber) {
    const candidates = new Set([...text.toUpperCase().matchAll(new RegExp(PAN.source, 'g'))].map((m) => m[0]).filter((p) => p !== foundationPan.toUpperCase()));
    for (const m of text.matchAll(new RegExp(AADHAAR.source, 'g'))) candidates.add(m[0].replace(/\s/g, ''));
    if (candidates.size === 1) idNumber = [...candidates][0]!;
  }
  const amountText = after(text, /amount of donation[^:\n]*/i) || after(text, /amount[^:\n]*/i);
  return {
    isForm10be,
    fy,
    idNumber,
    donorName: after(text, /name of (the )?donor/i),
    amountMinor: amountText ? amountMinorOf(amountText) : null,
    donationType: typeOf(after(text, /(type of donation|donation type)/i)),
    mode: modeOf(after(text, /mode of receipt/i)),
  };
}
