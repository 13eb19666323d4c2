import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by pdfkit with its standard fonts, for tests (there is no PDF text
 * extractor on this machine). It inflates the Flate content streams, then reads the hex strings
 * of the TJ/Tj operators: each text object (BT…ET) becomes one line. Enough for our own PDFs,
 * not a general PDF parser.
 */

// pdfkit writes the standard fonts in WinAnsiEncoding: bytes 0x80–0x9F differ from Latin-1.
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x99: '™',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return out;
}

function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    // The stream's dictionary sits between its object header and the keyword.
    const dict = text.slice(text.lastIndexOf(' obj', m.index), m.index);
    re.lastIndex = end + 'endstream'.length;
    if (/\/Subtype\s*\/Image|\/Length1|\/FontFile/.test(dict)) continue;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(/FlateDecode/.test(dict) ? inflateSync(raw).toString('latin1') : raw.toString('latin1'));
    } catch {
      // Not a stream we can read (a font program, a truncated stream): skip it.
    }
  }
  return streams;
}

/** One line per text object, in the order they were drawn. */
export function extractPdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const block of stream.match(/BT[^]*?ET/g) ?? []) {
      const parts = block.match(/<([0-9a-fA-F\s]*)>/g) ?? [];
      const line = parts.map((p) => decodeHex(p.slice(1, -1).replace(/\s+/g, ''))).join('');
      if (line.trim()) lines.push(line);
    }
  }
  return lines.join('\n');
}
