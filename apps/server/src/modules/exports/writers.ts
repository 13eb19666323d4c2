import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import type { Cell, Column, ColumnType } from './columns.ts';

/**
 * The two file formats of the exports, each written as the rows arrive (batch after batch), so
 * the whole file is never in memory: CSV (UTF-8 with a BOM for Excel, formula-safe cells) and
 * XLSX (exceljs's streaming workbook writer, inline strings, typed cells).
 */

/** '2026-11-26T10:05:00+05:30' (an IST time as the services give it) → '2026-11-26 10:05:00'. */
const wallClock = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function csvValue(type: ColumnType, v: Cell): string | number {
  if (v === null || v === '') return '';
  switch (type) {
    case 'money':
      return Number(v).toFixed(2);
    case 'int':
      return Number(v);
    case 'bool':
      return v ? 'Yes' : 'No';
    case 'datetime':
      return wallClock(String(v));
    default:
      return String(v);
  }
}

/** XLSX cells: numbers as numbers, dates and times as dates (India's wall clock: a sheet has no time zone). */
function xlsxValue(type: ColumnType, v: Cell): ExcelJS.CellValue {
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

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = { money: '#,##0.00', int: '0', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' };

export function csvStream<T>(columns: readonly Column<T>[], batches: AsyncIterable<T[]>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(CSV_BOM + csvLine(columns.map((c) => c.header)));
      for await (const rows of batches) {
        yield Buffer.from(rows.map((r) => csvLine(columns.map((c) => csvValue(c.type, c.value(r))))).join(''));
      }
    })(),
    { objectMode: false },
  );
}

export function xlsxStream<T>(sheetName: string, columns: readonly Column<T>[], batches: AsyncIterable<T[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  void (async () => {
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      key: `c${i}`,
      header: c.header,
      width: Math.max(c.width ?? 10, c.header.length + 2),
      ...(NUMBER_FORMATS[c.type] ? { style: { numFmt: NUMBER_FORMATS[c.type] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const rows of batches) {
      for (const r of rows) sheet.addRow(columns.map((c) => xlsxValue(c.type, c.value(r)))).commit();
      // The zip writer compresses what the batch added before the next one is read, and a slow
      // download holds the next batch back instead of piling it up in memory.
      await new Promise((resolve) => setImmediate(resolve));
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
