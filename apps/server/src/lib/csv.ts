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

/** A text as an SQL literal (labels and other constants of the code, never a visitor's words). */
export const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The SQL of `csvCell` for a text expression (null or '' give an empty cell), for the exports
 * that PostgreSQL formats itself (COPY): the same ' before = + - @ tab CR, the same quoting.
 * A test compares the bytes of both paths.
 */
export function csvTextCellSql(expr: string): string {
  const e = `(${expr})`;
  const safe = `CASE WHEN left(${e}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${e} ELSE ${e} END`;
  // Most cells need neither: one pattern test, and the cell as it is.
  return `CASE WHEN ${e} IS NULL THEN '' WHEN ${e} ~ E'^[-=+@\\t\\r]|[",\\r\\n]' THEN (SELECT CASE WHEN s ~ E'[",\\r\\n]' THEN '"' || replace(s, '"', '""') || '"' ELSE s END FROM (SELECT ${safe} AS s) AS cell) ELSE ${e} END`;
}

/** The SQL of `csvCell` for a number (written as it is; null gives an empty cell). */
export const csvNumberCellSql = (expr: string) => `coalesce((${expr})::text, '')`;
