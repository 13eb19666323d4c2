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

/**
 * How long the export's work on the server's thread (a batch's rows into CSV text or into cells
 * for the XLSX writer) runs before the site's calls go: a few milliseconds, about a public call's
 * own time. A batch of 1,000 rows done in one go held every visitor's call behind it (public p99
 * 17–27× idle during a CSV export on PostgreSQL); in slices with a turn of the event loop between
 * them, a call waits for one slice at most.
 */
export const SLICE_MS = 2;
/** Rows done between two looks at the clock (a look costs about as much as a cell). */
const ROWS_PER_LOOK = 8;

/** One turn of the event loop: the calls, socket reads and timers waiting meanwhile go first. */
const yieldToSite = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `each` over a batch's rows, in slices of about `sliceMs` each, every slice after a turn of the
 * event loop; each slice's results in row order.
 */
export async function* inSlices<T, R>(rows: readonly T[], each: (row: T) => R, sliceMs = SLICE_MS): AsyncGenerator<R[]> {
  let i = 0;
  while (i < rows.length) {
    await yieldToSite();
    const until = performance.now() + sliceMs;
    const out: R[] = [];
    do {
      const end = Math.min(rows.length, i + ROWS_PER_LOOK);
      for (; i < end; i++) out.push(each(rows[i]!));
    } while (i < rows.length && performance.now() < until);
    yield out;
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
        for await (const lines of inSlices(rows, line)) yield Buffer.from(lines.join(''));
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
 * row's cells (the columns' own functions: masking and hidden money as on screen) in slices of
 * `SLICE_MS`, sends them, and starts the next batch only when the worker has written the last one
 * and the download has taken the bytes: one batch in flight, never the whole file in memory. A
 * download that stops ends the worker.
 */
export function xlsxStream<T>(sheetName: string, columns: readonly Column<T>[], batches: AsyncIterable<T[]>): Readable {
  const out = new PassThrough();
  const worker = new Worker(XLSX_WORKER, {
    workerData: { sheet: sheetName, columns: columns.map(({ header, type, width }) => ({ header, type, width })) },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    // A worker inherits the loader flags of the process (tsx); its own file is plain JavaScript.
    execArgv: [],
  });
  // Messages posted and not yet acknowledged, and the one waiting for them all.
  let unacked = 0;
  let waiting: { resolve: () => void; reject: (err: Error) => void } | undefined;
  let finished = false;
  const fail = (err: Error) => {
    if (finished) return;
    finished = true;
    waiting?.reject(err);
    out.destroy(err);
    void worker.terminate();
  };
  const post = (message: { rows: Cell[][] } | { end: true }) => {
    unacked++;
    worker.postMessage(message);
  };
  const written = () => (unacked === 0 ? Promise.resolve() : new Promise<void>((resolve, reject) => (waiting = { resolve, reject })));
  worker.on('message', (m: FromWorker) => {
    if ('chunk' in m) out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
    else if ('error' in m) fail(new Error(`XLSX writer: ${m.error}`));
    else if (--unacked === 0) {
      const w = waiting;
      waiting = undefined;
      w?.resolve();
    }
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
  const cellsOf = (r: T) => columns.map((c) => c.value(r));
  void (async () => {
    for await (const rows of batches) {
      if (finished) return;
      // The batch's cells go in slices (each read on this thread, then copied to the worker), and
      // the next batch only when the worker has written them all and the download has drained.
      for await (const cells of inSlices(rows, cellsOf)) {
        if (finished) return;
        post({ rows: cells });
      }
      await written();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    post({ end: true });
    await written();
    finished = true;
    out.end();
    await worker.terminate();
  })().catch((err: unknown) => fail(err instanceof Error ? err : new Error(String(err))));
  return out;
}
