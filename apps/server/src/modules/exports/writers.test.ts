import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Column } from './columns.ts';
import { csvStream, xlsxStream } from './writers.ts';

interface Row { id: number; name: string; paid: number; at: string; ok: boolean }

const columns: Column<Row>[] = [
  { header: 'Id', type: 'int', value: (r) => r.id },
  { header: 'Name', type: 'text', value: (r) => r.name },
  { header: 'Paid', type: 'money', value: (r) => r.paid },
  { header: 'At', type: 'datetime', value: (r) => r.at },
  { header: 'Confirmed', type: 'bool', value: (r) => r.ok },
];

const rowAt = (i: number): Row => ({ id: i, name: i % 7 === 0 ? `=HYPERLINK("x") ${i}` : `Devotee ${i} தமிழ்`, paid: i * 1.5, at: '2026-11-26T10:05:00+05:30', ok: i % 2 === 0 });

async function* batchesOf(total: number, size: number) {
  for (let from = 1; from <= total; from += size) {
    yield Array.from({ length: Math.min(size, total - from + 1) }, (_, k) => rowAt(from + k));
  }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('XLSX written in a worker thread', () => {
  it('the file opens with exceljs and holds every row once, in order, with typed cells', async () => {
    const file = await bytesOf(xlsxStream('Registrations', columns, batchesOf(2_503, 500)));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Registrations')!;
    expect(sheet.rowCount).toBe(2_504);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Name', 'Paid', 'At', 'Confirmed']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const ids = [];
    for (let n = 2; n <= sheet.rowCount; n++) ids.push(sheet.getRow(n).getCell(1).value);
    expect(ids).toEqual(Array.from({ length: 2_503 }, (_, k) => k + 1));
    const seventh = sheet.getRow(8);
    expect(seventh.getCell(2).value).toBe('=HYPERLINK("x") 7');
    expect(seventh.getCell(3).value).toBe(10.5);
    expect(seventh.getCell(4).value).toEqual(new Date('2026-11-26T10:05:00Z'));
    expect(seventh.getCell(5).value).toBe('No');
    expect(sheet.getRow(3).getCell(2).value).toBe('Devotee 2 தமிழ்');
    // Each column's number format on every row, the first and the last (the cells share one style a column).
    for (const n of [2, 2_504]) {
      const row = sheet.getRow(n);
      expect([1, 2, 3, 4, 5].map((c) => row.getCell(c).numFmt)).toEqual(['0', undefined, '#,##0.00', 'yyyy-mm-dd hh:mm:ss', undefined]);
    }
  });

  it('an empty list is a sheet with its heading only', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(xlsxStream('Empty', columns, batchesOf(0, 10)))) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Empty')!.rowCount).toBe(1);
  });

  it('a download that stops reads no further batch', async () => {
    let read = 0;
    async function* endless() {
      for (let i = 0; ; i++) {
        read++;
        yield Array.from({ length: 1000 }, (_, k) => rowAt(i * 1000 + k));
      }
    }
    const stream = xlsxStream('Stopped', columns, endless());
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = read;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read).toBe(after);
  });

  it('a failing batch read ends the file with an error, not a cut file taken as whole', async () => {
    async function* failing() {
      yield [rowAt(1)];
      throw new Error('the database went away');
    }
    await expect(bytesOf(xlsxStream('Failing', columns, failing()))).rejects.toThrow('the database went away');
  });
});

/**
 * A batch's rows are made into CSV text or cells on the server's thread in slices of a few
 * milliseconds, with a turn of the event loop between two: a visitor's call that arrives while a
 * long batch is written goes before the batch ends, not after. The "call" here is a timer set
 * when the first row is read; the column counts the rows read when it fires.
 */
describe('a long batch yields to the calls waiting meanwhile', () => {
  const TOTAL = 2_000;
  /** An id column whose every cell takes about 20 µs (a slow view function): the batch takes about 40 ms. */
  function slowIdColumn() {
    const seen = { rows: 0, whenCallRan: -1 };
    const column: Column<Row> = {
      header: 'Id',
      type: 'int',
      value: (r) => {
        if (seen.rows++ === 0) setTimeout(() => (seen.whenCallRan = seen.rows), 0);
        const until = performance.now() + 0.02;
        while (performance.now() < until);
        return r.id;
      },
    };
    return { column, seen };
  }
  const oneBatch = async function* () {
    yield Array.from({ length: TOTAL }, (_, k) => rowAt(k + 1));
  };

  it('CSV: the call goes after a slice, not after the batch; the file is the same, every row once in order', async () => {
    const { column, seen } = slowIdColumn();
    const file = (await bytesOf(csvStream([column], oneBatch()))).toString('utf8');
    expect(seen.whenCallRan).toBeGreaterThan(0);
    expect(seen.whenCallRan).toBeLessThan(TOTAL / 4);
    expect(file).toBe(`\uFEFFId\r\n${Array.from({ length: TOTAL }, (_, k) => `${k + 1}\r\n`).join('')}`);
  });

  it('XLSX: the cells of a batch are read in slices too; the sheet holds every row once, in order', async () => {
    const { column, seen } = slowIdColumn();
    const file = await bytesOf(xlsxStream('Slices', [column], oneBatch()));
    expect(seen.whenCallRan).toBeGreaterThan(0);
    expect(seen.whenCallRan).toBeLessThan(TOTAL / 4);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Slices')!;
    const ids = [];
    for (let n = 2; n <= sheet.rowCount; n++) ids.push(sheet.getRow(n).getCell(1).value);
    expect(ids).toEqual(Array.from({ length: TOTAL }, (_, k) => k + 1));
  });
});
