import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';

/**
 * Form 10BE certificates for the tests, made with pdfkit in the layout of the income-tax portal's
 * certificate (title, the reporting trust's PAN and URN, the donor's ID, name and address, the
 * amount, donation type, mode and year), and the ZIP the portal hands over.
 */
export interface CertificateFacts {
  donorId: string;
  donorName: string;
  amount: string;
  fy: string;
  donationType?: string;
  mode?: string;
  foundationPan?: string;
}

export function form10bePdf(c: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('Form No. 10BE', { align: 'center' });
  doc.fontSize(9).text('[See rule 18AB]', { align: 'center' });
  doc.fontSize(11).text('Certificate of donation under section 80G', { align: 'center' }).moveDown();
  const lines: Array<[string, string]> = [
    ['Acknowledgement Number', '123456789012345'],
    ['PAN of the reporting person', c.foundationPan ?? 'AAATM0000A'],
    ['Name of the reporting person', 'Matangi Foundation'],
    ['Unique Registration Number (URN)', 'AAATM0000AF20214'],
    ['Date of issuance of URN', '15/09/2021'],
    ['Unique Identification Number of the donor', c.donorId],
    ['Name of the donor', c.donorName],
    ['Address of the donor', '12 Temple Street, Chennai'],
    ['Amount of donation (Indian rupees)', c.amount],
    ['Financial year in which donation is received', c.fy],
    ['Donation Type', c.donationType ?? 'Others'],
    ['Section under which donation is eligible for deduction', 'Section 80G'],
    ['Mode of receipt', c.mode ?? 'Electronic modes including account payee cheque/draft'],
  ];
  for (const [label, value] of lines) doc.fontSize(10).text(`${label}: ${value}`);
  doc.end();
  return done;
}

/** A ZIP of named files (PDFs or anything else a test wants inside). */
export const zipOf = (files: Record<string, Uint8Array | Buffer>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, b]) => [n, new Uint8Array(b)]))));

/** A multipart body carrying one file as `file`. */
export function multipartFile(bytes: Buffer, filename = 'form10be.zip', contentType = 'application/zip') {
  const boundary = `----tax${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `size` zero bytes deflated, the zeros fed as a stream (never all in memory). */
async function deflatedZeros(size: number): Promise<Buffer> {
  const { createDeflateRaw } = await import('node:zlib');
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * A ZIP bomb as an attacker makes it: each entry is `unpackedBytes` of zeros deflated (a few KB
 * per 10 MB), while its local header and the central directory claim `claimedBytes`. Built by
 * hand because no ZIP writer lies about sizes; entries of one size share their deflated bytes.
 */
export async function zipBomb(entries: Array<{ name: string; unpackedBytes: number; claimedBytes: number }>): Promise<Buffer> {
  const deflated: Record<number, Buffer> = {};
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = (deflated[e.unpackedBytes] ??= await deflatedZeros(e.unpackedBytes));
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt16LE(0x21, 12); // 1 January 1980
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(e.claimedBytes, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(e.claimedBytes, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}
