/**
 * CSV for spreadsheets (Form 10BD, the back office's exports): cells quoted when they need it, and
 * text that a spreadsheet would run as a formula made harmless.
 */

/** Excel reads a CSV as UTF-8 only when the file starts with this byte order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a text starting with
 * = + - @ (or a tab or carriage return) prefixed with ' so a donor's name can never run as a
 * formula in a spreadsheet. A number is written as it is (it is no formula).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells, ending with CRLF (RFC 4180). */
export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
