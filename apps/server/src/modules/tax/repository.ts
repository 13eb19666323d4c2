import type { Queryable } from '../../db/client.ts';

/** SQL of the tax module: Form 10BD exports and their rows, Form 10BE certificates (migration 20261127020000). */

export interface ExportRow {
  id: number;
  fy: string;
  row_count: number;
  total_minor: number;
  created_at: Date | string;
}

export const insertExport = async (q: Queryable, fy: string, rowCount: number, totalMinor: number, staffId: number | null) =>
  (await q.one<ExportRow>(
    'INSERT INTO form_10bd_exports (fy, row_count, total_minor, created_by) VALUES ($1, $2, $3, $4) RETURNING id, fy, row_count, total_minor::bigint AS total_minor, created_at',
    [fy, rowCount, totalMinor, staffId],
  ))!;

export const latestExport = (q: Queryable, fy: string) =>
  q.one<ExportRow>('SELECT id, fy, row_count, total_minor::bigint AS total_minor, created_at FROM form_10bd_exports WHERE fy = $1 ORDER BY id DESC LIMIT 1', [fy]);

export interface NewRow {
  exportId: number;
  fy: string;
  rowNo: number;
  userId: number | null;
  donorKey: string;
  idCode: string;
  idNumber: string;
  idLast4: string;
  idHash: string;
  donorName: string;
  donorAddress: string;
  donationType: string;
  mode: string;
  totalMinor: number;
  donationIds: number[];
}

export async function insertRows(q: Queryable, rows: readonly NewRow[]) {
  // A few hundred donors a year: batches of 200 rows per statement.
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    const params: unknown[] = [];
    const values = batch.map((r) => {
      const base = params.length;
      params.push(r.exportId, r.fy, r.rowNo, r.userId, r.donorKey, r.idCode, r.idNumber, r.idLast4, r.idHash, r.donorName, r.donorAddress, r.donationType, r.mode, r.totalMinor, r.donationIds);
      return `(${Array.from({ length: 15 }, (_, k) => `$${base + k + 1}`).join(', ')})`;
    });
    await q.query(
      `INSERT INTO form_10bd_rows (export_id, fy, row_no, user_id, donor_key, id_code, id_number, id_last4, id_hash, donor_name, donor_address, donation_type, mode, total_minor, donation_ids)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
}

export interface RowRecord {
  id: number;
  export_id: number;
  fy: string;
  row_no: number;
  user_id: number | null;
  id_code: string;
  id_number: string;
  id_last4: string;
  donor_name: string;
  donation_type: string;
  mode: string;
  total_minor: number;
  certificates: number;
}

const ROW_SQL = `SELECT r.id, r.export_id, r.fy, r.row_no, r.user_id, r.id_code, r.id_number, r.id_last4, r.donor_name, r.donation_type, r.mode,
    r.total_minor::bigint AS total_minor, (SELECT count(*)::int FROM form_10be_certificates c WHERE c.row_id = r.id) AS certificates
  FROM form_10bd_rows r`;

/** The rows of the latest export of a year, in row order. */
export const rowsOfLatestExport = (q: Queryable, fy: string) =>
  q.query<RowRecord>(`${ROW_SQL} WHERE r.export_id = (SELECT max(id) FROM form_10bd_exports WHERE fy = $1) ORDER BY r.row_no`, [fy]);

export const findRow = (q: Queryable, id: number) => q.one<RowRecord>(`${ROW_SQL} WHERE r.id = $1`, [id]);

/** Rows of the latest export of each year (or of `fy`) with this ID hash: what a certificate may answer. */
export const candidateRows = (q: Queryable, idHash: string, fy: string) =>
  q.query<RowRecord>(
    `${ROW_SQL} WHERE r.id_hash = $1 AND ($2 = '' OR r.fy = $2)
        AND r.export_id = (SELECT max(e.id) FROM form_10bd_exports e WHERE e.fy = r.fy)
      ORDER BY r.fy DESC, r.row_no`,
    [idHash, fy],
  );

export interface NewCertificate {
  rowId: number | null;
  fileKey: string;
  fileName: string;
  sha256: string;
  fy: string;
  idLast4: string;
  donorName: string;
  amountMinor: number | null;
  donationType: string;
  mode: string;
  unmatchedReason: string;
  staffId: number;
}

export const certificateBySha = (q: Queryable, sha: string) => q.one<{ id: number }>('SELECT id FROM form_10be_certificates WHERE sha256 = $1', [sha]);

export const insertCertificate = async (q: Queryable, c: NewCertificate) =>
  (await q.one<{ id: number }>(
    `INSERT INTO form_10be_certificates (row_id, file_key, file_name, sha256, fy, id_last4, donor_name, amount_minor, donation_type, mode, unmatched_reason, uploaded_by,
       matched_by, matched_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, CASE WHEN $1::int IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [c.rowId, c.fileKey, c.fileName, c.sha256, c.fy, c.idLast4, c.donorName, c.amountMinor, c.donationType, c.mode, c.unmatchedReason, c.staffId],
  ))!.id;

export interface CertificateRecord {
  id: number;
  row_id: number | null;
  file_key: string;
  file_name: string;
  fy: string;
  id_last4: string;
  donor_name: string;
  amount_minor: number | null;
  donation_type: string;
  mode: string;
  unmatched_reason: string;
  created_at: Date | string;
}

const CERT_SQL = `SELECT id, row_id, file_key, file_name, fy, id_last4, donor_name, amount_minor::bigint AS amount_minor, donation_type, mode, unmatched_reason, created_at
  FROM form_10be_certificates`;

export const findCertificate = (q: Queryable, id: number) => q.one<CertificateRecord>(`${CERT_SQL} WHERE id = $1`, [id]);

export const lockCertificate = (q: Queryable, id: number) => q.one<CertificateRecord>(`${CERT_SQL} WHERE id = $1 FOR UPDATE`, [id]);

/** Unmatched first, then newest first; the back office's list (a few thousand a year at most). */
export const listCertificates = (q: Queryable) => q.query<CertificateRecord>(`${CERT_SQL} ORDER BY (row_id IS NULL) DESC, id DESC LIMIT 5000`);

export const matchCertificate = (q: Queryable, id: number, rowId: number, staffId: number) =>
  q.query(`UPDATE form_10be_certificates SET row_id = $2, matched_by = $3, matched_at = now(), unmatched_reason = '' WHERE id = $1`, [id, rowId, staffId]);

export interface DonorCertificateRecord {
  id: number;
  file_key: string;
  fy: string;
  total_minor: number;
  donation_type: string;
  mode: string;
}

/** A donor's certificates: those matched to rows of their account. */
export const certificatesOfUser = (q: Queryable, userId: number) =>
  q.query<DonorCertificateRecord>(
    `SELECT c.id, c.file_key, r.fy, r.total_minor::bigint AS total_minor, r.donation_type, r.mode
       FROM form_10be_certificates c JOIN form_10bd_rows r ON r.id = c.row_id
      WHERE r.user_id = $1 ORDER BY r.fy DESC, r.row_no, c.id`,
    [userId],
  );

export interface DonorOfRecordRecord {
  id_hash: string;
  user_id: number;
  accounts: number[];
}

/** Finance's donors of record (one per ID given by several accounts: a handful). */
export const donorsOfRecord = (q: Queryable) => q.query<DonorOfRecordRecord>('SELECT id_hash, user_id, accounts FROM form_10bd_donors_of_record');

export const findDonorOfRecord = (q: Queryable, idHash: string) =>
  q.one<DonorOfRecordRecord>('SELECT id_hash, user_id, accounts FROM form_10bd_donors_of_record WHERE id_hash = $1 FOR UPDATE', [idHash]);

export const saveDonorOfRecord = (q: Queryable, idHash: string, userId: number, accounts: readonly number[], staffId: number) =>
  q.query(
    `INSERT INTO form_10bd_donors_of_record (id_hash, user_id, accounts, chosen_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_hash) DO UPDATE SET user_id = $2, accounts = $3, chosen_by = $4, chosen_at = now()`,
    [idHash, userId, accounts, staffId],
  );
