import { istIso } from '@portal/contract/fields';
import { createHash, randomUUID } from 'node:crypto';
import { maskAadhaar } from '@portal/contract/admin-donations';
import {
  DONATION_TYPE_10BD_LABELS,
  RECEIPT_MODE_10BD_LABELS,
  TAX_MESSAGES,
  type DonationType10bd,
  type DonorCertificate,
  type Form10bdCheck,
  type Form10bdRow,
  type Form10beCertificate,
  type ReceiptMode10bd,
} from '@portal/contract/admin-tax';
import { toMajor } from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { encryptIdentity } from '../../lib/identity-crypto.ts';
import { fieldError, notFound, refused } from '../../lib/errors.ts';
import type { StoredFile } from '../../providers/storage.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { readSettings } from '../settings/index.ts';
import { DEFAULT_SECTION_CODE, form10bdCsvOf, form10bdData, idHash, type Form10bdSettings } from './form-10bd.ts';
import { createPdfTextReader, readCertificate, unzipCertificates, type ZipEntry } from './form-10be-read.ts';
import * as repo from './repository.ts';

/**
 * Tax filings: the Form 10BD check list and export (its rows kept, the latest export
 * of a year being what certificates are matched against), and the Form 10BE certificates:
 * uploaded as a ZIP, read, matched, stored privately, shown to each donor and emailed to them.
 * Every staff action is audited (entity 'form-10bd' or 'form-10be').
 */
/** Times staff read are India time (istIso): the last export, a certificate's upload. */
const isoOf = istIso;
const idText = (code: string, number: string, last4: string) => (code === 'pan' ? number : maskAadhaar(last4));

export function rowView(r: repo.RowRecord): Form10bdRow {
  return {
    id: r.id,
    fy: r.fy,
    row_no: r.row_no,
    donor_name: r.donor_name,
    id_text: idText(r.id_code, r.id_number, r.id_last4),
    donation_type: r.donation_type as DonationType10bd,
    mode: r.mode as ReceiptMode10bd,
    total: toMajor(Number(r.total_minor)),
    certificates: r.certificates,
    offered: r.user_id !== null,
  };
}

export function createTaxService(deps: AppDeps, { messages }: { messages: MessagesService }) {
  const { db, config, storage } = deps;

  async function settingsOf(q: Queryable): Promise<Form10bdSettings & { foundationPan: string }> {
    const s = await readSettings(q, config);
    return { urn: s.foundation_80g_urn, urnDate: s.foundation_80g_urn_date, sectionCode: s.form_10bd_section_code.trim() || DEFAULT_SECTION_CODE, foundationPan: s.foundation_pan };
  }

  async function certificateView(q: Queryable, c: repo.CertificateRecord): Promise<Form10beCertificate> {
    const row = c.row_id ? await repo.findRow(q, c.row_id) : undefined;
    return {
      id: c.id,
      file_name: c.file_name,
      fy: c.fy,
      id_text: c.id_last4 ? `XXXX${c.id_last4}` : '',
      donor_name: c.donor_name,
      amount: c.amount_minor === null ? null : toMajor(Number(c.amount_minor)),
      donation_type: c.donation_type ? DONATION_TYPE_10BD_LABELS[c.donation_type as DonationType10bd] : '',
      mode: c.mode ? RECEIPT_MODE_10BD_LABELS[c.mode as ReceiptMode10bd] : '',
      row: row ? rowView(row) : null,
      unmatched_reason: c.unmatched_reason,
      created_at: isoOf(c.created_at),
    };
  }

  /** The donor gets their certificate by email (and a short message), once per certificate. */
  async function notifyDonor(q: Queryable, certificateId: number, row: repo.RowRecord) {
    if (row.user_id) await messages.queueMessage(q, { kind: 'form-10be-issued', userId: row.user_id, subject: `form-10be:${certificateId}`, certificateId });
  }

  /** Each file's text (undefined when it is not a readable PDF), read in a worker thread. */
  async function textsOf(entries: ZipEntry[]): Promise<Array<[ZipEntry, string | undefined]>> {
    const reader = createPdfTextReader();
    try {
      const out: Array<[ZipEntry, string | undefined]> = [];
      for (const entry of entries) out.push([entry, await reader.text(entry.bytes)]);
      return out;
    } finally {
      await reader.close();
    }
  }

  return {
    async check(fy: string): Promise<Form10bdCheck> {
      const [data, settings, latest] = await Promise.all([form10bdData(db, fy, config.AADHAAR_KEY), settingsOf(db), repo.latestExport(db, fy)]);
      const totalMinor = data.rows.reduce((s, r) => s + r.totalMinor, 0);
      return {
        fy,
        rows: data.rows.length,
        donors: new Set(data.rows.map((r) => r.donorKey)).size,
        total: toMajor(totalMinor),
        incomplete: data.incomplete.map((i) => ({ donor_key: i.donorKey, donor_name: i.donorName, id: i.idText, missing: i.missing, amount: toMajor(i.amountMinor), receipts: i.receipts })),
        conflicts: data.conflicts.map((c) => ({
          donor_key: c.idHash,
          id: c.idText,
          accounts: c.accounts.map((a) => ({ user_id: a.userId, donor_name: a.donorName, account_name: a.accountName, account_email: a.accountEmail, gifts: a.gifts, amount: toMajor(a.amountMinor) })),
          donor_of_record: c.donorOfRecord,
        })),
        not_eligible: { count: data.notEligible.count, amount: toMajor(data.notEligible.amountMinor), by_reason: data.notEligible.byReason },
        urn: settings.urn,
        urn_date: settings.urnDate,
        section_code: settings.sectionCode,
        latest_export: latest ? { id: latest.id, fy: latest.fy, rows: latest.row_count, total: toMajor(Number(latest.total_minor)), created_at: isoOf(latest.created_at) } : null,
      };
    },

    /** The CSV, and its rows kept as this year's latest export (one transaction with the audit row). */
    async export(staffId: number, fy: string): Promise<string> {
      return db.tx(async (q) => {
        const [data, settings] = await Promise.all([form10bdData(q, fy, config.AADHAAR_KEY), settingsOf(q)]);
        // Whose PAN it is decides whose name the row carries and who sees the certificate: never guessed.
        if (data.conflicts.some((c) => c.donorOfRecord === null)) throw refused('donor_conflict_unresolved', TAX_MESSAGES.conflictUnresolved);
        const totalMinor = data.rows.reduce((s, r) => s + r.totalMinor, 0);
        const exp = await repo.insertExport(q, fy, data.rows.length, totalMinor, staffId);
        await repo.insertRows(
          q,
          data.rows.map((r) => ({
            exportId: exp.id,
            fy,
            rowNo: r.rowNo,
            userId: r.userId,
            donorKey: r.idCode === 'pan' ? r.donorKey : `aadhaar:${r.idNumber.slice(-4)}:${idHash(config.AADHAAR_KEY, r.idNumber).slice(0, 16)}`,
            idCode: r.idCode,
            idNumber: r.idCode === 'aadhaar' ? encryptIdentity(config.AADHAAR_KEY, r.idNumber) : r.idNumber,
            idLast4: r.idNumber.slice(-4),
            idHash: idHash(config.AADHAAR_KEY, r.idNumber),
            donorName: r.donorName,
            donorAddress: r.donorAddress,
            donationType: r.donationType,
            mode: r.mode,
            totalMinor: r.totalMinor,
            donationIds: r.donationIds,
          })),
        );
        await recordAudit(q, {
          staffId,
          action: 'export',
          entity: 'form-10bd',
          entityId: fy,
          after: { export_id: exp.id, rows: data.rows.length, total_minor: totalMinor, incomplete: data.incomplete.length, not_eligible: data.notEligible.count },
        });
        return form10bdCsvOf(data.rows, settings);
      });
    },

    /**
     * Finance names the donor of record of an ID several accounts gave with: one of those
     * accounts, chosen among all of them (a later account raises the question again); audited
     * with the names before and after.
     */
    async chooseDonorOfRecord(staffId: number, fy: string, donorKey: string, userId: number): Promise<Form10bdCheck> {
      await db.tx(async (q) => {
        const conflict = (await form10bdData(q, fy, config.AADHAAR_KEY)).conflicts.find((c) => c.idHash === donorKey);
        if (!conflict) throw fieldError('donor_conflict_not_found', 'donor_key', TAX_MESSAGES.conflictNotFound);
        const chosen = conflict.accounts.find((a) => a.userId === userId);
        if (!chosen) throw fieldError('not_an_account_of_conflict', 'user_id', TAX_MESSAGES.notAnAccountOfConflict);
        const before = await repo.findDonorOfRecord(q, donorKey);
        const nameOf = (id: number | undefined) => conflict.accounts.find((a) => a.userId === id)?.donorName ?? null;
        await repo.saveDonorOfRecord(q, donorKey, userId, conflict.accounts.map((a) => a.userId), staffId);
        await recordAudit(q, {
          staffId,
          action: 'donor-of-record',
          entity: 'form-10bd',
          entityId: conflict.idText,
          before: before ? { user_id: before.user_id, donor_name: nameOf(before.user_id) } : null,
          after: { user_id: userId, donor_name: chosen.donorName, accounts: conflict.accounts.map((a) => a.userId), fy },
        });
      });
      return this.check(fy);
    },

    async rows(fy: string): Promise<Form10bdRow[]> {
      return (await repo.rowsOfLatestExport(db, fy)).map(rowView);
    },

    async list(): Promise<Form10beCertificate[]> {
      const rows = await repo.listCertificates(db);
      const out: Form10beCertificate[] = [];
      for (const c of rows) out.push(await certificateView(db, c));
      return out;
    },

    /**
     * A ZIP of certificates: each PDF read and matched to the one row of the latest 10BD export
     * (of the year the certificate names) with the same donor ID and total, and the same donation
     * type and mode when the certificate shows them. Several or none: left for staff to match.
     */
    async upload(staffId: number, zip: Buffer) {
      const entries = await unzipCertificates(zip);
      const { foundationPan } = await settingsOf(db);
      const skipped: Array<{ file_name: string; reason: string }> = [];
      let matched = 0;
      let unmatched = 0;
      for (const [entry, text] of await textsOf(entries)) {
        const fileName = entry.name.split('/').pop()!.slice(0, 200);
        if (text === undefined) {
          skipped.push({ file_name: fileName, reason: /\.pdf$/i.test(fileName) ? TAX_MESSAGES.pdfUnreadable : TAX_MESSAGES.notPdf });
          continue;
        }
        const cert = readCertificate(text, foundationPan);
        if (!cert.isForm10be) {
          skipped.push({ file_name: fileName, reason: TAX_MESSAGES.notForm10be });
          continue;
        }
        const sha = createHash('sha256').update(entry.bytes).digest('hex');
        if (await repo.certificateBySha(db, sha)) {
          skipped.push({ file_name: fileName, reason: TAX_MESSAGES.duplicate });
          continue;
        }
        const candidates = cert.idNumber ? await repo.candidateRows(db, idHash(config.AADHAAR_KEY, cert.idNumber), cert.fy) : [];
        const fits = candidates.filter(
          (r) => Number(r.total_minor) === cert.amountMinor && (!cert.donationType || cert.donationType === r.donation_type) && (!cert.mode || cert.mode === r.mode),
        );
        const reason =
          fits.length === 1
            ? ''
            : fits.length > 1
              ? TAX_MESSAGES.severalRows
              : cert.fy && !(await repo.latestExport(db, cert.fy))
                ? TAX_MESSAGES.noExport
                : TAX_MESSAGES.noRowMatches;
        const row = fits.length === 1 ? fits[0]! : null;
        // Stored before the row is written: a file without a row is harmless, a row without its file is not.
        const fileKey = `private/form-10be/${randomUUID()}.pdf`;
        await storage.put(fileKey, Buffer.from(entry.bytes), 'application/pdf');
        await db.tx(async (q) => {
          const id = await repo.insertCertificate(q, {
            rowId: row?.id ?? null,
            fileKey,
            fileName,
            sha256: sha,
            fy: cert.fy || row?.fy || '',
            idLast4: cert.idNumber.slice(-4),
            donorName: cert.donorName.slice(0, 200),
            amountMinor: cert.amountMinor,
            donationType: cert.donationType,
            mode: cert.mode,
            unmatchedReason: reason,
            staffId,
          });
          await recordAudit(q, { staffId, action: 'upload', entity: 'form-10be', entityId: id, after: { file_name: fileName, fy: cert.fy, row_id: row?.id ?? null, unmatched_reason: reason } });
          if (row) await notifyDonor(q, id, row);
        });
        if (row) matched++;
        else unmatched++;
      }
      return { matched, unmatched, skipped };
    },

    /** Staff match a certificate by hand to a row of an export; audited; the donor is told. */
    async match(staffId: number, id: number, rowId: number): Promise<Form10beCertificate> {
      await db.tx(async (q) => {
        const c = await repo.lockCertificate(q, id);
        if (!c) throw notFound('certificate_not_found', TAX_MESSAGES.certificateNotFound);
        if (c.row_id) throw refused('certificate_already_matched', TAX_MESSAGES.alreadyMatched);
        const row = await repo.findRow(q, rowId);
        if (!row) throw fieldError('form_10be_row_not_found', 'row_id', TAX_MESSAGES.rowNotFound);
        await repo.matchCertificate(q, id, rowId, staffId);
        await recordAudit(q, { staffId, action: 'match', entity: 'form-10be', entityId: id, before: { row_id: null, unmatched_reason: c.unmatched_reason }, after: { row_id: rowId, fy: row.fy, row_no: row.row_no } });
        await notifyDonor(q, id, row);
      });
      return certificateView(db, (await repo.findCertificate(db, id))!);
    },

    async staffFile(id: number): Promise<StoredFile> {
      const c = await repo.findCertificate(db, id);
      const file = c ? await storage.get(c.file_key) : undefined;
      if (!file) throw notFound('certificate_not_found', TAX_MESSAGES.certificateNotFound);
      return file;
    },

    async donorList(userId: number): Promise<DonorCertificate[]> {
      return (await repo.certificatesOfUser(db, userId)).map((c) => ({
        id: c.id,
        fy: c.fy,
        amount: toMajor(Number(c.total_minor)),
        donation_type: DONATION_TYPE_10BD_LABELS[c.donation_type as DonationType10bd] ?? c.donation_type,
        mode: RECEIPT_MODE_10BD_LABELS[c.mode as ReceiptMode10bd] ?? c.mode,
      }));
    },

    /** A donor's own certificate; anyone else's, or none, is the same 404. */
    async donorFile(userId: number, id: number): Promise<StoredFile> {
      const mine = (await repo.certificatesOfUser(db, userId)).find((c) => c.id === id);
      const file = mine ? await storage.get(mine.file_key) : undefined;
      if (!file) throw notFound('certificate_not_found', TAX_MESSAGES.certificateNotFound);
      return file;
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
