import { describe, expect, it } from 'vitest';
import { binaryCopyParser, inlineParams } from './copy-out.ts';

/** The binary COPY format of a one-column query: header, rows (count, length, bytes), trailer. */
function binaryCopy(rows: (string | null)[]): Buffer {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const r of rows) {
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    const bytes = r === null ? Buffer.alloc(0) : Buffer.from(r, 'utf8');
    head.writeInt32BE(r === null ? -1 : bytes.length, 2);
    parts.push(head, bytes);
  }
  const end = Buffer.alloc(2);
  end.writeInt16BE(-1, 0);
  parts.push(end);
  return Buffer.concat(parts);
}

describe('the binary COPY of one text column', () => {
  it('gives each row’s bytes as they are, however the messages cut them', () => {
    const rows = ['1,"Ravi, ""Kumar"""\r\n', null, '2,முருகன்\r\n', '3,"Line\nbreak"\r\n'];
    const whole = binaryCopy(rows);
    const expected = rows.filter((r) => r !== null).join('');
    for (const step of [1, 2, 3, 7, 19, 25, whole.length]) {
      const parser = binaryCopyParser();
      const out: Buffer[] = [];
      for (let at = 0; at < whole.length; at += step) out.push(...parser.feed(whole.subarray(at, at + step)));
      expect(Buffer.concat(out).toString('utf8'), `pieces of ${step} bytes`).toBe(expected);
      expect(parser.ended).toBe(true);
    }
  });

  it('refuses what is not the binary format, or more than one column', () => {
    expect(() => binaryCopyParser().feed(Buffer.from('1,a\n2,b\n3,c\n4,d\n5,e\n'))).toThrow('not the binary format');
    const two = binaryCopy(['a']);
    two.writeInt16BE(2, 19);
    expect(() => binaryCopyParser().feed(two)).toThrow('2 columns');
  });
});

describe('parameters inlined for COPY (it takes no bind parameters)', () => {
  const quote = (t: string) => `'${t.replace(/'/g, "''")}'`;
  it('numbers in brackets, texts quoted by the driver, $10 is not $1 followed by 0', () => {
    const params = [5, "O'Brien", null, true, 7, 8, 9, 10, 11, -3];
    expect(inlineParams('a = $1 AND b ILIKE $2 AND c IS $3 AND d = $4 AND e = $10 AND f -$10', params, quote)).toBe(
      "a = (5) AND b ILIKE 'O''Brien' AND c IS NULL AND d = TRUE AND e = (-3) AND f -(-3)",
    );
    expect(() => inlineParams('a = $2', [1], quote)).toThrow('no parameter $2');
    expect(() => inlineParams('a = $1', [Number.NaN], quote)).toThrow('not a finite number');
  });
});
