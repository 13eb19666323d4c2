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
