import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import type { Cell, Column, ColumnType } from './columns.ts';

/**
 * The two file formats of the exports, each written as the rows arrive (batch after batch), so
 * the whole file is never in memory: CSV (UTF-8 with a BOM for Excel, formula-safe cells) and
 * XLSX (exceljs's streaming workbook writer, inline strings, typed cells, in a worker thread).
 */

/** '2026-11-26T10:05:00+05:30' (an IST time as the services give it) → '2026-11-26 10:05:00'. */
const wallClock = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** Text a spreadsheet would run as a formula (= + - @, tab, CR first) or that needs quoting. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell by `csvCell`'s rules, without its conversions (the column's type already chose). */
function csvText(text: string): string {
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Each column's cell as CSV text, its type's conversion chosen once per file rather than per cell:
 * the formatting of every row is the export's cost on the server's thread (numbers are never
 * formulas and never need quotes; a wall-clock time or a Yes/No neither).
 */
function csvFormatter(type: ColumnType): (v: Cell) => string {
  switch (type) {
    case 'money':
      return (v) => (v === null || v === '' ? '' : Number(v).toFixed(2));
    case 'int':
      return (v) => (v === null || v === '' ? '' : String(Number(v)));
    case 'bool':
      return (v) => (v === null || v === '' ? '' : v ? 'Yes' : 'No');
    case 'datetime':
      return (v) => (v === null || v === '' ? '' : csvText(wallClock(String(v))));
    default:
      return (v) => (v === null || v === '' ? '' : csvText(String(v)));
  }
}

export function csvStream<T>(columns: readonly Column<T>[], batches: AsyncIterable<T[]>): Readable {
  const cells = columns.map((c) => ({ read: c.value, format: csvFormatter(c.type) }));
  const line = (r: T) => {
    let out = cells[0]!.format(cells[0]!.read(r));
    for (let i = 1; i < cells.length; i++) out += `,${cells[i]!.format(cells[i]!.read(r))}`;
    return `${out}\r\n`;
  };
  return Readable.from(
    (async function* () {
      yield Buffer.from(CSV_BOM + csvLine(columns.map((c) => c.header)));
      for await (const rows of batches) {
        let text = '';
        for (const r of rows) text += line(r);
        yield Buffer.from(text);
      }
    })(),
    { objectMode: false },
  );
}

/** The XLSX writer's thread (plain JavaScript, beside this file in the sources and the production bundle). */
const XLSX_WORKER = new URL('./xlsx-worker.mjs', import.meta.url);

type FromWorker = { chunk: Uint8Array } | { ack: true } | { end: true } | { error: string };

/**
 * XLSX through exceljs's streaming workbook writer, run in a worker thread of its own
 * (`xlsx-worker.mjs`): building each row's XML and zipping it is the heavy part of an export and
 * would hold the site's calls behind it on this thread. This thread reads the batches and each
 * row's cells (the columns' own functions: masking and hidden money as on screen), sends a batch,
 * and sends the next only when the worker has written it and the download has taken the bytes:
 * one batch in flight, never the whole file in memory. A download that stops ends the worker.
 */
export function xlsxStream<T>(sheetName: string, columns: readonly Column<T>[], batches: AsyncIterable<T[]>): Readable {
  const out = new PassThrough();
  const worker = new Worker(XLSX_WORKER, {
    workerData: { sheet: sheetName, columns: columns.map(({ header, type, width }) => ({ header, type, width })) },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    // A worker inherits the loader flags of the process (tsx); its own file is plain JavaScript.
    execArgv: [],
  });
  let waiting: { resolve: () => void; reject: (err: Error) => void } | undefined;
  let finished = false;
  const fail = (err: Error) => {
    if (finished) return;
    finished = true;
    waiting?.reject(err);
    out.destroy(err);
    void worker.terminate();
  };
  const next = () => new Promise<void>((resolve, reject) => (waiting = { resolve, reject }));
  worker.on('message', (m: FromWorker) => {
    if ('chunk' in m) out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
    else if ('error' in m) fail(new Error(`XLSX writer: ${m.error}`));
    else waiting?.resolve();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => (finished ? undefined : fail(new Error(`XLSX writer stopped (exit ${code})`))));
  // The download stopped (or the file is sent): the worker has nothing more to do.
  out.once('close', () => {
    if (!finished) {
      finished = true;
      waiting?.reject(new Error('the download stopped'));
      void worker.terminate();
    }
  });
  void (async () => {
    for await (const rows of batches) {
      if (finished) return;
      const written = next();
      worker.postMessage({ rows: rows.map((r) => columns.map((c) => c.value(r))) });
      await written;
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    const complete = next();
    worker.postMessage({ end: true });
    await complete;
    finished = true;
    out.end();
    await worker.terminate();
  })().catch((err: unknown) => fail(err instanceof Error ? err : new Error(String(err))));
  return out;
}
