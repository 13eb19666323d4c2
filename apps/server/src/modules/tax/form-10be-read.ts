import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FORM_10BE_LIMITS, TAX_MESSAGES, type DonationType10bd, type ReceiptMode10bd } from '@portal/contract/admin-tax';
import { fieldError } from '../../lib/errors.ts';

/**
 * Reading the Form 10BE certificates the income-tax portal issues after a 10BD statement is
 * filed: the ZIP (yauzl, inflated by Node's zlib in its thread pool) and each PDF's text
 * (Mozilla's pdf.js in a worker thread), then the certificate's facts found by their labels: the
 * donor's ID (PAN or Aadhaar, never the foundation's own PAN), the amount, the donation type,
 * the mode and the year.
 *
 * An upload must never freeze the server (a few KB of deflated zeros claiming 100 bytes can
 * unpack to gigabytes): the sizes a ZIP declares are never trusted, every entry is inflated as
 * a stream and counted as it comes, and reading stops at FORM_10BE_LIMITS's caps per file and
 * per upload; pdf.js, which works synchronously, only ever runs in a worker that is ended when
 * its time is up.
 */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const skipped = (name: string) => name.endsWith('/') || path.posix.basename(name).startsWith('.') || name.startsWith('__MACOSX/');

const openZip = (zip: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, file) => (err || !file ? reject(err) : resolve(file))),
  );

const openEntry = (file: ZipFile, entry: Entry) => new Promise<Readable>((resolve, reject) => file.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream))));

/** A cap passed while inflating: its message is the one the upload is refused with. */
class CapReached extends Error {}

/** One entry's bytes, counted chunk by chunk: the stream is destroyed as soon as a cap is passed. */
async function readCapped(stream: Readable, name: string, unpackedSoFar: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > FORM_10BE_LIMITS.maxPdfBytes) throw new CapReached(TAX_MESSAGES.entryTooLarge.replace('{file}', name));
      if (unpackedSoFar + size > FORM_10BE_LIMITS.maxUnpackedBytes) throw new CapReached(TAX_MESSAGES.unpackedTooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    // yauzl stops an entry that unpacks to more (or fewer) bytes than the ZIP declares.
    if (error instanceof Error && /bytes in the stream/.test(error.message)) throw new CapReached(TAX_MESSAGES.entryTooLarge.replace('{file}', name));
    throw error;
  } finally {
    stream.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/**
 * The files of a ZIP (folders and hidden files passed over), sorted by name. A damaged ZIP, one
 * with too many files, a file that unpacks past the cap (naming it) or an upload that unpacks
 * past its own cap is a 400 naming `file`, and nothing of it is kept.
 */
export async function unzipCertificates(zip: Buffer): Promise<ZipEntry[]> {
  if (zip.length > FORM_10BE_LIMITS.maxZipBytes) throw fieldError('form_10be_zip_too_large', 'file', TAX_MESSAGES.zipTooLarge);
  if (zip.length < 4 || zip.readUInt32LE(0) !== 0x04034b50) throw fieldError('form_10be_not_zip', 'file', TAX_MESSAGES.notZip);
  const entries: ZipEntry[] = [];
  let file: ZipFile | undefined;
  try {
    file = await openZip(zip);
    let unpacked = 0;
    for (let entry = await nextEntry(file); entry; entry = await nextEntry(file)) {
      if (skipped(entry.fileName)) continue;
      if (entries.length >= FORM_10BE_LIMITS.maxFiles) throw new CapReached(TAX_MESSAGES.zipTooLarge);
      const name = path.posix.basename(entry.fileName);
      if (entry.uncompressedSize > FORM_10BE_LIMITS.maxPdfBytes) throw new CapReached(TAX_MESSAGES.entryTooLarge.replace('{file}', name));
      const bytes = await readCapped(await openEntry(file, entry), name, unpacked);
      unpacked += bytes.length;
      entries.push({ name: entry.fileName, bytes });
    }
  } catch (error) {
    throw fieldError(error instanceof CapReached ? 'form_10be_zip_too_large' : 'form_10be_not_zip', 'file', error instanceof CapReached ? error.message : TAX_MESSAGES.notZip);
  } finally {
    file?.close();
  }
  if (entries.length === 0) throw fieldError('form_10be_zip_empty', 'file', TAX_MESSAGES.zipEmpty);
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** The next entry of the central directory, or undefined at its end (yauzl's events as a promise). */
function nextEntry(file: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const done = () => {
      file.off('entry', onEntry);
      file.off('end', onEnd);
      file.off('error', onError);
    };
    const onEntry = (e: Entry) => (done(), resolve(e));
    const onEnd = () => (done(), resolve(undefined));
    const onError = (err: Error) => (done(), reject(err));
    file.on('entry', onEntry).on('end', onEnd).on('error', onError);
    file.readEntry();
  });
}

const isPdf = (bytes: Uint8Array) => bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

const require = createRequire(import.meta.url);
/** pdf.js's standard fonts (a certificate in the 14 base fonts needs their metrics, never a download). */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;
const workerUrl = new URL('./pdf-text-worker.mjs', import.meta.url);

export interface PdfTextReader {
  /** The text of a PDF, one line per text line; undefined when it is not a PDF, cannot be read, or takes longer than its time. */
  text(bytes: Uint8Array): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * A reader of PDFs' text for one upload: one worker thread, one PDF at a time, each given
 * FORM_10BE_LIMITS.pdfSeconds and its first pages only. A PDF that runs out of time (or of the
 * worker's memory) ends the worker; the next PDF starts a fresh one.
 */
export function createPdfTextReader(seconds: number = FORM_10BE_LIMITS.pdfSeconds): PdfTextReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const start = () => {
    const w = new Worker(workerUrl, {
      workerData: { standardFontDataUrl, maxPages: FORM_10BE_LIMITS.maxPdfPages, maxChars: 200_000 },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // A worker inherits the loader flags of the process (tsx); its own file is plain JavaScript.
      execArgv: [],
    });
    // A worker that fails between two PDFs must not take the server down (an unheard 'error' would): the next PDF starts another.
    const forget = () => worker === w && (worker = undefined);
    w.on('error', forget).on('exit', forget);
    return w;
  };
  const stop = async () => {
    const w = worker;
    worker = undefined;
    if (w) await w.terminate();
  };
  /** The worker's answer: the text, null when the PDF cannot be read, undefined when time ran out or the worker died. */
  const ask = (w: Worker, bytes: Uint8Array) =>
    new Promise<string | null | undefined>((resolve) => {
      const id = ++nextId;
      const timer = setTimeout(() => finish(undefined), seconds * 1000);
      const onMessage = (m: { id: number; text: string | null }) => m.id === id && finish(m.text);
      const onGone = () => finish(undefined);
      function finish(value: string | null | undefined) {
        clearTimeout(timer);
        w.off('message', onMessage).off('error', onGone).off('exit', onGone);
        resolve(value);
      }
      w.on('message', onMessage).on('error', onGone).on('exit', onGone);
      w.postMessage({ id, bytes: new Uint8Array(bytes) });
    });
  return {
    async text(bytes) {
      if (!isPdf(bytes)) return undefined;
      const answer = await ask((worker ??= start()), bytes);
      // Out of time or out of memory: that worker is ended, the next PDF gets a fresh one.
      if (answer === undefined) await stop();
      return answer ?? undefined;
    },
    close: stop,
  };
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
