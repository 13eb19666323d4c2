import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by pdfkit with its standard fonts, for tests (there is no PDF text
 * extractor on this machine). It inflates the Flate content streams, then reads the hex strings
 * of the TJ/Tj operators: each text object (BT…ET) becomes one line. Text in an embedded font
 * (Noto Sans Tamil) is read through the font's ToUnicode map. Enough for our own PDFs, not a
 * general PDF parser.
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

/** The PDF's objects by number: their dictionary and, when they have one, their stream (inflated). */
function objects(pdf: Buffer): Map<string, { dict: string; stream: string | null }> {
  const text = pdf.toString('latin1');
  const out = new Map<string, { dict: string; stream: string | null }>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const end = text.indexOf('endobj', m.index);
    if (end < 0) break;
    const body = text.slice(m.index + m[0].length, end);
    const at = body.search(/(?<!end)stream\r?\n/);
    let stream: string | null = null;
    if (at >= 0) {
      const start = m.index + m[0].length + body.indexOf('\n', at) + 1;
      const raw = pdf.subarray(start, text.indexOf('endstream', start));
      try {
        stream = /FlateDecode/.test(body.slice(0, at)) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
      } catch {
        stream = null;
      }
    }
    out.set(m[1]!, { dict: at >= 0 ? body.slice(0, at) : body, stream });
    re.lastIndex = end;
  }
  return out;
}

/** A ToUnicode CMap as code (hex) → text; pdfkit writes bfrange entries with arrays and bfchar pairs. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (spaced: string) => {
    const hex = spaced.replace(/\s+/g, '');
    let s = '';
    for (let i = 0; i + 3 < hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return s;
  };
  for (const block of cmap.match(/beginbfrange[^]*?endbfrange/g) ?? []) {
    for (const line of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(line[1]!, 16);
      const to = parseInt(line[2]!, 16);
      if (line[3]!.startsWith('[')) {
        const items = line[3]!.match(/<([0-9a-fA-F\s]*)>/g) ?? [];
        items.forEach((item, i) => map.set(from + i, utf16(item.slice(1, -1))));
      } else {
        const first = utf16(line[3]!.slice(1, -1));
        for (let code = from; code <= to; code++) map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - from));
      }
    }
  }
  for (const block of cmap.match(/beginbfchar[^]*?endbfchar/g) ?? []) {
    for (const pair of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
  }
  return map;
}

/** Font resource names (/F1, /F2 …) of embedded fonts → their ToUnicode map. */
function embeddedFontMaps(pdf: Buffer): Map<string, Map<number, string>> {
  const objs = objects(pdf);
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objs.values()) {
    for (const fonts of dict.match(/\/Font\s*<<[^>]*>>/g) ?? []) {
      for (const ref of fonts.matchAll(/\/([\w.+-]+)\s+(\d+)\s+0\s+R/g)) {
        const font = objs.get(ref[2]!);
        const toUnicode = font && /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dict);
        const cmap = toUnicode ? objs.get(toUnicode[1]!)?.stream : null;
        if (cmap) maps.set(ref[1]!, parseCmap(cmap));
      }
    }
  }
  return maps;
}

/**
 * Tamil as typed from Tamil as drawn: a shaped run puts the vowel signs ெ ே ை before their
 * consonant (and ொ ோ ௌ as two halves around it); Unicode keeps them after it.
 */
const PREFIX = /([\u0BC6\u0BC7\u0BC8])((?:[\u0B95-\u0BB9]\u0BCD)?[\u0B95-\u0BB9])([\u0BBE\u0BD7])?/g;
const TWO_PART: Record<string, string> = { '\u0BC6\u0BBE': '\u0BCA', '\u0BC7\u0BBE': '\u0BCB', '\u0BC6\u0BD7': '\u0BCC' };
export const logicalTamil = (text: string) => text.replace(PREFIX, (_, sign: string, consonant: string, after = '') => consonant + (TWO_PART[sign + after] ?? sign + after));

const TAMIL_END = /[\u0B80-\u0BFF]\s*$/;
const PUNCTUATION_START = /^[,.:;!?)]/;

/** One line per text object, in the order they were drawn (punctuation after Tamil stays on the Tamil's line). */
export function extractPdfText(pdf: Buffer): string {
  const fonts = embeddedFontMaps(pdf);
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const block of stream.match(/BT[^]*?ET/g) ?? []) {
      let cmap: Map<number, string> | undefined;
      let line = '';
      // Font changes (/F2 10 Tf) and strings, in drawing order.
      for (const token of block.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>/g)) {
        if (token[1] !== undefined) {
          cmap = fonts.get(token[1]);
          continue;
        }
        const hex = token[2]!.replace(/\s+/g, '');
        if (!cmap) line += decodeHex(hex);
        else for (let i = 0; i + 3 < hex.length; i += 4) line += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
      if (!line.trim()) continue;
      line = logicalTamil(line);
      // Punctuation a Tamil run cannot draw is drawn after it in the standard font: one line again.
      if (lines.length > 0 && PUNCTUATION_START.test(line) && TAMIL_END.test(lines[lines.length - 1]!)) lines[lines.length - 1] += line;
      else lines.push(line);
    }
  }
  return lines.join('\n');
}
