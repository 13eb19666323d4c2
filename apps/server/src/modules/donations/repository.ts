import type { Queryable } from '../../db/client.ts';
import { sqlWhere } from '../../lib/sql-where.ts';

/** SQL of the donations module: donations, the user's payment lists and the Form 10BD rows. */
export interface DonorProfile {
  name: string;
  email: string;
  mobile: string;
  address: string;
}

/** The donor as the receipt names them: salutation and name, and a one-line postal address. */
export const findDonorProfile = (q: Queryable, userId: number) =>
  q.one<DonorProfile>(
    `SELECT trim(u.salut || ' ' || u.name) AS name, u.email, u.mobile,
            concat_ws(', ', nullif(u.street_address, ''), ci.name, st.name,
                      nullif(trim(coalesce(co.name, '') || ' ' || u.pincode), '')) AS address
       FROM users u
       LEFT JOIN cities ci ON ci.id = u.city_id
       LEFT JOIN states st ON st.id = u.state_id
       LEFT JOIN countries co ON co.id = u.country_id
      WHERE u.id = $1`,
    [userId],
  );

export interface NewDonation {
  userId: number;
  category: string;
  amountMinor: number;
  currency: string;
  pan: string;
  donorName: string;
  donorAddress: string;
  /** The donor's nationality as asked: 'indian', 'oci_pio' or 'foreign'. */
  nationality: string;
  /** A foreign source's gift: through the FCRA account, no 80G statement, never in Form 10BD. */
  fcra: boolean;
  passportEnc: string | null;
  passportLast4: string;
}

export async function insertDonation(q: Queryable, d: NewDonation): Promise<number> {
  const row = await q.one<{ id: number }>(
    // The fund's 80G eligibility as it stands when the donation is made decides the receipt; a
    // foreign contribution never carries the 80G statement (docs/decisions/donations.md).
    `INSERT INTO donations (user_id, category, payment_type, currency, amount_minor, pan_number, donor_name, donor_address, statement_80g, no_80g_reason,
       nationality, fcra, passport_enc, passport_last4)
     SELECT $1, $2, CASE WHEN $8::boolean THEN 1 ELSE 0 END, $3, $4, $5, $6, $7,
            NOT $8::boolean AND coalesce(f.eligible_80g, true),
            CASE WHEN $8::boolean THEN 'fcra' WHEN coalesce(f.eligible_80g, true) THEN '' ELSE 'fund_not_eligible' END,
            $9, $8::boolean, $10, $11
       FROM (SELECT 1) one LEFT JOIN donation_funds f ON f.category = $2 RETURNING id`,
    [d.userId, d.category, d.currency, d.amountMinor, d.pan, d.donorName, d.donorAddress, d.fcra, d.nationality, d.passportEnc, d.passportLast4],
  );
  return row!.id;
}

export interface PaymentListRow {
  id: number;
  purpose: 'registration' | 'donation';
  currency: string;
  amount_minor: number;
  status: string;
  txn_id: string;
  provider_txn_id: string | null;
  created_at: Date | string;
  donation_id: number | null;
  registration_id: number | null;
  category: string | null;
  fund_label: string | null;
  fund_label_ta: string | null;
  receipt_number: string | null;
  event_name: string | null;
  receipt_cancelled: boolean;
}

export interface PaymentListQuery {
  userId: number;
  statuses: readonly string[];
  /** A LIKE pattern with wildcards escaped, or '' for no search. */
  pattern: string;
  limit: number;
  offset: number;
}

/**
 * One user's payment attempts, newest first. The (user_id, created_at DESC) index bounds the
 * scan to this user's rows; a person has tens of payments, not millions.
 */
export const listPayments = (q: Queryable, p: PaymentListQuery) =>
  q.query<PaymentListRow>(
    `SELECT a.id, a.purpose, a.currency, a.amount_minor, a.status, a.txn_id, a.provider_txn_id, a.created_at,
            a.donation_id, a.registration_id, d.category, d.fund_label, d.fund_label_ta, d.receipt_number, e.event_name,
            EXISTS (SELECT 1 FROM receipt_cancellations c WHERE c.receipt_number = d.receipt_number) AS receipt_cancelled
       FROM payment_attempts a
       LEFT JOIN donations d ON d.id = a.donation_id
       LEFT JOIN registrations r ON r.id = a.registration_id
       LEFT JOIN events e ON e.id = r.event_id
      WHERE a.user_id = $1 AND a.status = ANY($2::text[])
        AND ($3 = '' OR a.txn_id ILIKE $3 OR a.provider_txn_id ILIKE $3 OR d.receipt_number ILIKE $3
             OR e.event_name ILIKE $3 OR d.category ILIKE $3 OR d.fund_label ILIKE $3 OR d.fund_label_ta ILIKE $3)
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $4 OFFSET $5`,
    [p.userId, p.statuses, p.pattern, p.limit, p.offset],
  );

/**
 * The received donations of one financial year in receipt order, as Form 10BD needs them (read by
 * the tax module through `donationsOfYearFor10bd` in service.ts). Every INR donation with a
 * receipt in the year comes back, eligible or not: the caller decides and counts what it leaves
 * out. Two facts are read from the row as JSON so that the query works before and after the
 * columns exist: `fcra` on the donation (FCRA contributions, never in 10BD) and `donation_type`
 * on its fund ('corpus' | 'specific_grant' | 'others'; 'others' when the fund has none).
 */
export interface Form10bdDonation {
  id: number;
  user_id: number | null;
  /** The giving account's name and email (null for a counter gift). */
  account_name: string | null;
  account_email: string | null;
  receipt_number: string;
  receipt_seq: number;
  paid_at: Date | string;
  donor_name: string;
  donor_address: string;
  pan_number: string;
  aadhaar_enc: string | null;
  aadhaar_last4: string;
  amount_minor: number;
  mode: string;
  category: string;
  donation_type: string;
  statement_80g: boolean;
  no_80g_reason: string;
  fcra: boolean;
}

export const donationsOfYearFor10bd = (q: Queryable, fy: string) =>
  q.query<Form10bdDonation>(
    `SELECT d.id, d.user_id, u.name AS account_name, u.email AS account_email, d.receipt_number, d.receipt_seq, d.paid_at, d.donor_name, d.donor_address, d.pan_number,
            d.aadhaar_enc, d.aadhaar_last4, d.amount_minor::bigint AS amount_minor, d.mode, d.category,
            coalesce(f.donation_type, 'others') AS donation_type,
            d.statement_80g, d.no_80g_reason, d.fcra
       FROM donations d
       LEFT JOIN donation_funds f ON f.category = d.category
       LEFT JOIN users u ON u.id = d.user_id
      WHERE d.receipt_fy = $1 AND d.status = 'success' AND trim(d.currency) = 'INR' AND d.receipt_number IS NOT NULL
        -- A receipt cancelled without a correction reports nothing (a corrected one carries the new number).
        AND NOT EXISTS (SELECT 1 FROM receipt_cancellations c WHERE c.receipt_number = d.receipt_number)
      ORDER BY d.receipt_seq`,
    [fy],
  );

// ---- what a confirmed or failed payment changes (called through donationPaymentTarget)

export const lockDonation = (q: Queryable, id: number) =>
  q.one<{ id: number; status: string; receipt_number: string | null }>(
    'SELECT id, status, receipt_number FROM donations WHERE id = $1 FOR UPDATE',
    [id],
  );

export const findReceiptNumber = async (q: Queryable, id: number) =>
  (await q.one<{ receipt_number: string | null }>('SELECT receipt_number FROM donations WHERE id = $1', [id]))?.receipt_number ?? null;

/** paid_at is the gateway's time of the transaction: the receipt's date and financial year. */
export const markDonationPaid = (q: Queryable, id: number, paidAt: Date) =>
  q.query(`UPDATE donations SET status = 'success', paid_at = coalesce(paid_at, $2) WHERE id = $1`, [id, paidAt.toISOString()]);

/** A failed or cancelled try never moves a paid donation backwards. */
export const markDonationUnpaid = (q: Queryable, id: number, status: 'failed' | 'cancelled') =>
  q.query(`UPDATE donations SET status = $2 WHERE id = $1 AND status <> 'success'`, [id, status]);

export const addDonationRefundDue = (q: Queryable, id: number, amountMinor: number) =>
  q.query('UPDATE donations SET refund_due_minor = refund_due_minor + $2 WHERE id = $1', [id, amountMinor]);

export const donationRefundDue = async (q: Queryable, id: number) =>
  Number((await q.one<{ refund_due_minor: number }>('SELECT refund_due_minor FROM donations WHERE id = $1', [id]))?.refund_due_minor ?? 0);

/** A refund was paid out: the refund due drops by it (the caller checked it was due). */
export const reduceDonationRefundDue = (q: Queryable, id: number, amountMinor: number) =>
  q.query('UPDATE donations SET refund_due_minor = refund_due_minor - $2 WHERE id = $1', [id, amountMinor]);

// ---- the back office: funds, offline donations, the list

export interface FundRow {
  category: string;
  label_en: string;
  label_ta: string;
  position: number;
  hidden: boolean;
  eligible_80g: boolean;
  donation_type: string;
  fcra_eligible: boolean;
  amounts: number[];
  /** Gifts made to the fund (any status): a fund with gifts is hidden, never deleted. */
  donations: number;
}

const FUND_COLUMNS = `f.category, f.label_en, f.label_ta, f.position, f.hidden, f.eligible_80g, f.donation_type, f.fcra_eligible, f.amounts,
  (SELECT count(*)::int FROM donations d WHERE d.category = f.category) AS donations`;

/** The funds in their order (hidden ones too, unless `visibleOnly`). */
export const listFunds = (q: Queryable, visibleOnly = false) =>
  q.query<FundRow>(`SELECT ${FUND_COLUMNS} FROM donation_funds f ${visibleOnly ? 'WHERE NOT f.hidden' : ''} ORDER BY f.position, f.created_at, f.category`);

export const findFund = (q: Queryable, category: string) => q.one<FundRow>(`SELECT ${FUND_COLUMNS} FROM donation_funds f WHERE f.category = $1`, [category]);

export const fundEligible = async (q: Queryable, category: string) =>
  (await q.one<{ eligible_80g: boolean }>('SELECT eligible_80g FROM donation_funds WHERE category = $1', [category]))?.eligible_80g ?? true;

/** Whether another fund has this English or Tamil name (case and spaces aside). */
export const fundNameTaken = async (q: Queryable, label: string, labelTa: string, except = '') =>
  !!(await q.one(
    `SELECT 1 FROM donation_funds WHERE category <> $3 AND (lower(trim(label_en)) = lower(trim($1)) OR lower(trim(label_ta)) = lower(trim($2))) LIMIT 1`,
    [label, labelTa, except],
  ));

export const fundKeyTaken = async (q: Queryable, category: string) => !!(await q.one('SELECT 1 FROM donation_funds WHERE category = $1', [category]));

export interface NewFund {
  category: string;
  label_en: string;
  label_ta: string;
  eligible_80g: boolean;
  donation_type: string;
  fcra_eligible: boolean;
  amounts: number[];
}

/** A new fund comes last. */
export async function insertFund(q: Queryable, f: NewFund) {
  await q.query(
    `INSERT INTO donation_funds (category, label_en, label_ta, eligible_80g, donation_type, fcra_eligible, amounts, position)
     SELECT $1, $2, $3, $4, $5, $6, $7::int[], coalesce(max(position), 0) + 1 FROM donation_funds`,
    [f.category, f.label_en, f.label_ta, f.eligible_80g, f.donation_type, f.fcra_eligible, f.amounts],
  );
  return (await findFund(q, f.category))!;
}

export interface FundUpdate {
  label?: string;
  label_ta?: string;
  hidden?: boolean;
  eligible_80g?: boolean;
  donation_type?: string;
  fcra_eligible?: boolean;
  amounts?: number[];
}

/** Sets what the change names; what it leaves out stays. */
export async function updateFund(q: Queryable, category: string, c: FundUpdate) {
  const done = await q.one<{ category: string }>(
    `UPDATE donation_funds SET label_en = coalesce($2, label_en), label_ta = coalesce($3, label_ta), hidden = coalesce($4, hidden),
       eligible_80g = coalesce($5, eligible_80g), donation_type = coalesce($6, donation_type), fcra_eligible = coalesce($7, fcra_eligible),
       amounts = coalesce($8::int[], amounts), updated_at = now()
      WHERE category = $1 RETURNING category`,
    [category, c.label ?? null, c.label_ta ?? null, c.hidden ?? null, c.eligible_80g ?? null, c.donation_type ?? null, c.fcra_eligible ?? null, c.amounts ?? null],
  );
  return done ? findFund(q, category) : undefined;
}

/** Positions 1, 2, … in the order given (the caller checked it names every fund once). */
export const orderFunds = (q: Queryable, categories: string[]) =>
  q.query(
    `UPDATE donation_funds f SET position = o.n, updated_at = now() FROM unnest($1::text[]) WITH ORDINALITY AS o(category, n) WHERE f.category = o.category`,
    [categories],
  );

export const deleteFund = (q: Queryable, category: string) => q.query('DELETE FROM donation_funds WHERE category = $1', [category]);

export interface NewOfflineDonation {
  userId: number | null;
  category: string;
  mode: string;
  amountMinor: number;
  pan: string;
  aadhaarEnc: string | null;
  aadhaarLast4: string;
  donorName: string;
  donorAddress: string;
  donorMobile: string;
  reference: string;
  kindDescription: string;
  statement80g: boolean;
  no80gReason: string;
  paidAt: Date;
  staffId: number;
  /** An international (FCRA) receipt recorded by hand, in its own currency. */
  fcra: boolean;
  nationality: string;
  passportEnc: string | null;
  passportLast4: string;
  currency: string;
  /** Where the receipt's message goes besides the mobile, and in which language. */
  donorEmail: string;
  donorLang: string;
}

/** Money (or a gift) already in hand: recorded as received, its receipt number given by the caller. */
export async function insertOfflineDonation(q: Queryable, d: NewOfflineDonation): Promise<number> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO donations (user_id, category, payment_type, currency, amount_minor, pan_number, donor_name, donor_address, donor_mobile,
       mode, reference, kind_description, aadhaar_enc, aadhaar_last4, statement_80g, no_80g_reason, status, paid_at, recorded_by,
       fcra, nationality, passport_enc, passport_last4, donor_email, donor_lang)
     VALUES ($1, $2, CASE WHEN $17::boolean THEN 1 ELSE 0 END, $21, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'success', $15, $16,
       $17, $18, $19, $20, $22, $23) RETURNING id`,
    [
      d.userId, d.category, d.amountMinor, d.pan, d.donorName, d.donorAddress, d.donorMobile, d.mode, d.reference, d.kindDescription,
      d.aadhaarEnc, d.aadhaarLast4, d.statement80g, d.no80gReason, d.paidAt.toISOString(), d.staffId,
      d.fcra, d.nationality, d.passportEnc, d.passportLast4, d.currency, d.donorEmail, d.donorLang,
    ],
  );
  return row!.id;
}

export interface AdminDonationRow {
  id: number;
  receipt_number: string | null;
  received_on: string | null;
  donor_name: string;
  mobile: string;
  pan_number: string;
  aadhaar_last4: string;
  category: string;
  fund_label: string;
  mode: string;
  reference: string;
  kind_description: string;
  amount_minor: number;
  currency: string;
  status: string;
  statement_80g: boolean;
  no_80g_reason: string;
  fcra: boolean;
  nationality: string;
  passport_last4: string;
  account: string | null;
}

const ADMIN_DONATION_SQL = `SELECT d.id, d.receipt_number,
    CASE WHEN d.paid_at IS NULL THEN NULL ELSE to_char(d.paid_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') END AS received_on,
    d.donor_name, coalesce(nullif(d.donor_mobile, ''), u.mobile, '') AS mobile, d.pan_number, d.aadhaar_last4, d.category, d.fund_label, d.mode,
    coalesce(nullif(d.reference, ''), a.ref, '') AS reference, d.kind_description, d.amount_minor::bigint AS amount_minor,
    trim(d.currency) AS currency, d.status, d.statement_80g, d.no_80g_reason, d.fcra, d.nationality, d.passport_last4,
    (SELECT account FROM payment_attempts WHERE donation_id = d.id ORDER BY id DESC LIMIT 1) AS account
  FROM donations d
  LEFT JOIN users u ON u.id = d.user_id
  LEFT JOIN LATERAL (SELECT coalesce(provider_txn_id, txn_id) AS ref FROM payment_attempts
                      WHERE donation_id = d.id AND status = 'success' ORDER BY id DESC LIMIT 1) a ON true`;

export const findAdminDonation = (q: Queryable, id: number) => q.one<AdminDonationRow>(`${ADMIN_DONATION_SQL} WHERE d.id = $1`, [id]);

export type AdminDonationFilter = { q: string; account?: string; mode?: string; category?: string; from: string; to: string; ids?: number[] };

function adminDonationFilter(f: AdminDonationFilter) {
  const w = sqlWhere();
  if (f.account) w.add('d.fcra = ?', f.account === 'fcra');
  if (f.mode) w.add('d.mode = ?', f.mode);
  if (f.category) w.add('d.category = ?', f.category);
  if (f.from) w.add(`d.created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.from);
  if (f.to) w.add(`d.created_at < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.to);
  if (f.ids?.length) w.add('d.id = ANY(?::int[])', f.ids);
  w.search(f.q, ['d.donor_name', 'd.receipt_number', 'd.pan_number', 'd.reference'], `coalesce(nullif(d.donor_mobile, ''), u.mobile, '')`);
  return w;
}

/** One batch of the donations export after `afterId`, with the list's own filters (keyset: a short query per batch). */
export function adminDonationBatch(q: Queryable, f: AdminDonationFilter, afterId: number, size: number) {
  const w = adminDonationFilter(f);
  w.add('d.id > ?', afterId);
  return q.query<AdminDonationRow>(`${ADMIN_DONATION_SQL} ${w.clause()} ORDER BY d.id LIMIT ${Number(size)}`, w.params);
}

/** The ids of the donations the list's own filters match (id order), at most `limit`: a message to their donors. */
export async function adminDonationIds(q: Queryable, f: AdminDonationFilter, limit: number) {
  const w = adminDonationFilter(f);
  return (await q.query<{ id: number }>(`SELECT d.id FROM donations d LEFT JOIN users u ON u.id = d.user_id ${w.clause()} ORDER BY d.id LIMIT ${Number(limit)}`, w.params)).map((r) => r.id);
}

export async function listAdminDonations(q: Queryable, f: AdminDonationFilter, page: number, perPage: number) {
  const w = adminDonationFilter(f);
  const from = `FROM donations d LEFT JOIN users u ON u.id = d.user_id ${w.clause()}`;
  // Domestic and FCRA money are never added together: each has its own total (FCRA per currency).
  const sums = (await q.one<{ n: number; received: number; domestic: number; fcra: number }>(
    `SELECT count(*)::int AS n, coalesce(sum(CASE WHEN d.status = 'success' AND trim(d.currency) = 'INR' THEN d.amount_minor ELSE 0 END), 0)::bigint AS received,
            coalesce(sum(CASE WHEN d.status = 'success' AND NOT d.fcra AND trim(d.currency) = 'INR' THEN d.amount_minor ELSE 0 END), 0)::bigint AS domestic,
            coalesce(sum(CASE WHEN d.status = 'success' AND d.fcra AND trim(d.currency) = 'INR' THEN d.amount_minor ELSE 0 END), 0)::bigint AS fcra ${from}`,
    w.params,
  ))!;
  const fcraOther = await q.query<{ currency: string; minor: number }>(
    `SELECT trim(d.currency) AS currency, sum(d.amount_minor)::bigint AS minor ${from} ${w.clause() ? 'AND' : 'WHERE'} d.status = 'success' AND d.fcra AND trim(d.currency) <> 'INR'
      GROUP BY trim(d.currency) ORDER BY 1`,
    w.params,
  );
  const rows = await q.query<AdminDonationRow>(
    `${ADMIN_DONATION_SQL} ${w.clause()} ORDER BY d.created_at DESC, d.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    w.params,
  );
  return {
    rows,
    total: sums.n,
    receivedMinor: Number(sums.received),
    domesticMinor: Number(sums.domestic),
    fcraMinor: Number(sums.fcra),
    fcraOther: fcraOther.map((r) => ({ currency: r.currency, minor: Number(r.minor) })),
  };
}
