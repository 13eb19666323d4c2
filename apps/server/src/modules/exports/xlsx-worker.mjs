import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The XLSX writer of an export, in a worker thread of its own: exceljs builds each row's XML and
 * the zip deflates it in JavaScript, which on the server's thread held every visitor's call
 * behind it (public 99th percentile 35× idle during a 100,000-row XLSX export). Here it uses up
 * this thread only. Plain JavaScript so that it starts without a TypeScript loader (and is copied
 * beside the production bundle as it is).
 *
 * workerData: { sheet, columns: [{ header, type, width }] }. Asked { rows: Cell[][] } (the cells
 * as the columns read them), then { end: true }. Answers { chunk } (bytes of the file, in order),
 * { ack: true } when a batch is written, { end: true } when the file is complete, { error }.
 */
const { sheet: sheetName, columns } = workerData;

// The site's calls go first: on Linux a thread has a priority of its own, and 0 names the calling
// thread, so this lowers the writer's thread only (not the server's). An export is office work
// that may take longer; a visitor's answer may not. Where that is not allowed it runs as it is.
try {
  setPriority(0, 19);
} catch {
  // No permission or no such notion on this system: the thread alone still keeps the site free.
}

/** '2026-11-26T10:05:00+05:30' (an IST time as the services give it) → '2026-11-26 10:05:00'. */
const wallClock = (iso) => iso.slice(0, 19).replace('T', ' ');

/** XLSX cells: numbers as numbers, dates and times as dates (India's wall clock: a sheet has no time zone). */
function xlsxValue(type, v) {
  if (v === null || v === '') return null;
  switch (type) {
    case 'money':
    case 'int':
      return Number(v);
    case 'bool':
      return v ? 'Yes' : 'No';
    case 'date':
      return new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
    case 'datetime':
      return new Date(`${wallClock(String(v)).replace(' ', 'T')}Z`);
    default:
      // A text cell is never a formula in XLSX, whatever it starts with.
      return String(v);
  }
}

const NUMBER_FORMATS = { money: '#,##0.00', int: '0', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' };

const out = new PassThrough();
// Each piece of the file goes to the server's thread as it is made (a copy: the stream's buffers may share memory).
out.on('data', (chunk) => {
  const bytes = new Uint8Array(chunk);
  parentPort.postMessage({ chunk: bytes }, [bytes.buffer]);
});
const ended = new Promise((resolve, reject) => out.once('end', resolve).once('error', reject));

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = columns.map((c, i) => ({
  key: `c${i}`,
  header: c.header,
  width: Math.max(c.width ?? 10, c.header.length + 2),
  ...(NUMBER_FORMATS[c.type] ? { style: { numFmt: NUMBER_FORMATS[c.type] } } : {}),
}));
sheet.getRow(1).font = { bold: true };
const types = columns.map((c) => c.type);
// One style object per column, given to each of its cells. exceljs makes every new cell a style
// object of its own, and with styles on it renders each one to XML to find its number in the
// styles table (2.3 million times for 100,000 rows of 23 columns: most of this thread's time, and
// the XLSX export's rate was 4,400–4,700 rows/s); an object it has seen before it finds in a weak
// map. A column's cells are all of one kind (its type's), so they share one style: the same bytes.
const styles = columns.map((c) => (NUMBER_FORMATS[c.type] ? { numFmt: NUMBER_FORMATS[c.type] } : {}));

async function handle(message) {
  if (message.rows) {
    for (const cells of message.rows) {
      const row = sheet.addRow(cells.map((v, i) => xlsxValue(types[i], v)));
      for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i];
      row.commit();
    }
    // The zip compresses what the batch added before the server's thread sends the next one.
    await new Promise((resolve) => setImmediate(resolve));
    parentPort.postMessage({ ack: true });
    return;
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  parentPort.postMessage({ end: true });
}

// One message at a time, in order.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(() => handle(message)).catch((err) => parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) }));
});
