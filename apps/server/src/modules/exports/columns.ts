import { PAYMENT_STATE_LABELS, type AdminRegistration } from '@portal/contract/admin-registrations';
import { ATTEMPT_STATUS_LABELS, PAYMENT_PURPOSE_LABELS, REFUND_METHOD_LABELS, type AdminPayment, type RefundRow } from '@portal/contract/admin-payments';
import { DONATION_MODE_LABELS, NO_80G_REASON_TEXT, type AdminDonation, type No80gReason } from '@portal/contract/admin-donations';
import type { AdminDevotee } from '@portal/contract/admin-devotees';
import type { AdminAnswersRow, AdminContactMessage, AdminVolunteer } from '@portal/contract/admin-inbox';
import { DETAIL_FORMS, FEEDBACK_FORMS, type FormFieldDef } from '@portal/contract/program-forms';
import { PAY_STATUS_LABELS } from '@portal/contract/registrations';
import type { AnswerValue } from '@portal/contract/questions';

/**
 * The columns of each export: a readable heading, a type (numbers stay numbers, amounts are
 * rupees with two decimals, dates are dates in XLSX) and how to read the value from a row as the
 * list's service gives it (so the export shows what the screen shows, masked and hidden alike).
 */
export type ColumnType = 'text' | 'int' | 'money' | 'date' | 'datetime' | 'bool';
export type Cell = string | number | boolean | null;

export interface Column<T> {
  header: string;
  type: ColumnType;
  /** XLSX column width in characters. */
  width?: number;
  value: (row: T) => Cell;
}

const col = <T>(header: string, type: ColumnType, value: (row: T) => Cell, width?: number): Column<T> => ({ header, type, value, ...(width ? { width } : {}) });
const label = <K extends string>(labels: Record<K, string>, value: string) => labels[value as K] ?? value;

export function registrationColumns(money: boolean): Column<AdminRegistration>[] {
  const columns: Column<AdminRegistration>[] = [
    col('Registration id', 'int', (r) => r.id),
    col('Registration number', 'text', (r) => r.reg_number, 18),
    col('Registered at', 'datetime', (r) => r.created_at, 20),
    col('Name', 'text', (r) => r.name, 24),
    col('Mobile', 'text', (r) => r.mobile, 14),
    col('Email', 'text', (r) => r.email, 28),
    col('Event id', 'int', (r) => r.event_id),
    col('Event', 'text', (r) => r.event_name, 28),
    col('Event date', 'date', (r) => r.event_date, 12),
    col('Program', 'text', (r) => r.program_name, 16),
    col('Registration status', 'text', (r) => label(PAY_STATUS_LABELS, r.status), 16),
    col('Payment', 'text', (r) => label(PAYMENT_STATE_LABELS, r.payment), 14),
    // Attendance, for every role: who came decides the feedback requests and the event's report.
    col('Checked in at', 'datetime', (r) => r.attended_at, 20),
    col('Checked in by', 'text', (r) => r.checked_in_by, 18),
    col('Discount code', 'text', (r) => r.discount_code, 14),
  ];
  // Amounts only for a role that sees money (owner, finance): the columns are left out, not empty.
  // Paid, refunded and net side by side, so finance reconciles the file with the bank alone.
  if (!money) return columns;
  return [
    ...columns,
    col('Currency', 'text', (r) => r.currency),
    col('Code discount', 'money', (r) => r.code_discount, 12),
    col('Total', 'money', (r) => r.total, 12),
    col('Paid', 'money', (r) => r.paid, 12),
    col('Refunded', 'money', (r) => r.refunded, 12),
    col('Net', 'money', (r) => r.net, 12),
    col('Balance', 'money', (r) => r.balance, 12),
    col('Refund due', 'money', (r) => r.refund_due, 12),
  ];
}

export const paymentColumns: Column<AdminPayment>[] = [
  col('Payment id', 'int', (r) => r.id),
  col('Transaction id', 'text', (r) => r.txn_id, 22),
  col('Started at', 'datetime', (r) => r.created_at, 20),
  col('Status', 'text', (r) => label(ATTEMPT_STATUS_LABELS, r.status), 12),
  col('Gateway', 'text', (r) => r.provider, 12),
  col('Gateway reference', 'text', (r) => r.provider_txn_id, 22),
  col('Gateway status', 'text', (r) => r.provider_status, 14),
  col('Purpose', 'text', (r) => label(PAYMENT_PURPOSE_LABELS, r.purpose), 12),
  col('For', 'text', (r) => r.title, 28),
  col('Registration id', 'int', (r) => r.registration_id),
  col('Donation id', 'int', (r) => r.donation_id),
  col('Name', 'text', (r) => r.name, 24),
  col('Mobile', 'text', (r) => r.mobile, 14),
  col('Currency', 'text', (r) => r.currency),
  col('Amount', 'money', (r) => r.amount, 12),
  col('Refunded', 'money', (r) => r.refunded, 12),
  col('Refundable', 'money', (r) => r.refundable, 12),
  col('Paid at', 'datetime', (r) => r.paid_at, 20),
  col('Last checked at', 'datetime', (r) => r.last_checked_at, 20),
];

export const refundColumns: Column<RefundRow>[] = [
  col('Refund id', 'int', (r) => r.id),
  col('Refunded on', 'date', (r) => r.refunded_on, 12),
  col('Payment id', 'int', (r) => r.attempt_id),
  col('Transaction id', 'text', (r) => r.txn_id, 22),
  col('Purpose', 'text', (r) => label(PAYMENT_PURPOSE_LABELS, r.purpose), 12),
  col('Registration id', 'int', (r) => r.registration_id),
  col('Donation id', 'int', (r) => r.donation_id),
  col('For', 'text', (r) => r.title, 28),
  col('Name', 'text', (r) => r.name, 24),
  col('Currency', 'text', (r) => r.currency),
  col('Amount', 'money', (r) => r.amount, 12),
  col('Method', 'text', (r) => label(REFUND_METHOD_LABELS, r.method), 16),
  col('Reference', 'text', (r) => r.reference, 20),
  col('Note', 'text', (r) => r.note, 30),
  col('Recorded by', 'text', (r) => r.staff_name, 20),
  col('Recorded at', 'datetime', (r) => r.created_at, 20),
];

export const donationColumns: Column<AdminDonation>[] = [
  col('Donation id', 'int', (r) => r.id),
  col('Receipt number', 'text', (r) => r.receipt_number, 18),
  col('Received on', 'date', (r) => r.received_on, 12),
  col('Donor', 'text', (r) => r.donor_name, 24),
  col('Mobile', 'text', (r) => r.mobile, 14),
  col('PAN', 'text', (r) => r.pan, 12),
  // Masked to the last four digits, as on the screen (only the Form 10BD export shows the number).
  col('Aadhaar', 'text', (r) => r.aadhaar, 16),
  col('Fund', 'text', (r) => r.fund, 24),
  col('Mode', 'text', (r) => label(DONATION_MODE_LABELS, r.mode), 16),
  col('Reference', 'text', (r) => r.reference, 20),
  col('Gift in kind', 'text', (r) => r.kind_description, 24),
  col('Currency', 'text', (r) => r.currency),
  col('Amount', 'money', (r) => r.amount, 12),
  col('Status', 'text', (r) => r.status, 10),
  col('Document', 'text', (r) => (r.document === 'acknowledgement' ? 'Acknowledgement' : 'Receipt'), 16),
  col('80G statement', 'bool', (r) => r.statement_80g),
  col('Why no 80G statement', 'text', (r) => (r.no_80g_reason ? label(NO_80G_REASON_TEXT, r.no_80g_reason as No80gReason) : ''), 40),
];

export const devoteeColumns: Column<AdminDevotee>[] = [
  col('Devotee id', 'int', (r) => r.id),
  col('Name', 'text', (r) => r.name, 24),
  col('Mobile', 'text', (r) => r.mobile, 14),
  col('Email', 'text', (r) => r.email, 28),
  col('City', 'text', (r) => r.city, 16),
  col('Joined at', 'datetime', (r) => r.created_at, 20),
  col('Registrations', 'int', (r) => r.registrations),
  col('Deactivated', 'bool', (r) => r.deactivated),
  col('Erased', 'bool', (r) => r.erased),
];

export const volunteerColumns: Column<AdminVolunteer>[] = [
  col('Volunteer id', 'int', (r) => r.id),
  col('Offered at', 'datetime', (r) => r.created_at, 20),
  col('For', 'text', (r) => (r.kind === 'event' ? 'An event' : 'The foundation'), 14),
  col('Event id', 'int', (r) => r.event_id),
  col('Event', 'text', (r) => r.event_name, 28),
  col('Name', 'text', (r) => r.name, 24),
  col('Email', 'text', (r) => r.email, 28),
  col('Phone', 'text', (r) => r.phone, 14),
  col('Message', 'text', (r) => r.message, 40),
];

export const contactColumns: Column<AdminContactMessage>[] = [
  col('Message id', 'int', (r) => r.id),
  col('Received at', 'datetime', (r) => r.created_at, 20),
  col('Name', 'text', (r) => r.name, 24),
  col('Email', 'text', (r) => r.email, 28),
  col('Mobile', 'text', (r) => r.mobile, 14),
  col('Message', 'text', (r) => r.message, 50),
  col('Handled', 'bool', (r) => r.handled),
  col('Handled at', 'datetime', (r) => r.handled_at, 20),
  col('Reply', 'text', (r) => r.reply, 50),
  col('Replied at', 'datetime', (r) => r.replied_at, 20),
];

/** 'desc_physical_problem' → 'Physical problem (details)', 'emergency_contact1' → 'Emergency contact 1'. */
export function fieldHeading(field: string): string {
  const details = field.startsWith('desc_');
  const words = (details ? field.slice(5) : field).replace(/_/g, ' ').replace(/(\D)(\d+)$/, '$1 $2');
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return details ? `${text} (details)` : text;
}

/** The form's fields in order, without repeats: the filtered program's form, else every program's. */
function fieldsOf(forms: Record<number, FormFieldDef[]>, programId: number | undefined): string[] {
  const chosen = programId !== undefined ? [forms[programId] ?? []] : Object.values(forms);
  return [...new Set(chosen.flat().map((f) => f.name))];
}

const answerText = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A form answers row with its answers to the office's questions (q_<id>), as the questions module gives them. */
export type AnswersRowWithQuestions = AdminAnswersRow & { questions?: Record<string, AnswerValue> };

/** A question the office added to a form: its field name and its (current) English words. */
export interface QuestionColumn {
  name: string;
  label_en: string;
}

const questionText = (v: AnswerValue | undefined) => (v === undefined ? '' : Array.isArray(v) ? v.join(', ') : v);

/**
 * Feedback or detail-form answers: who and which event, then one column per question of the
 * program's form (every program's when no program is chosen), the office's own questions after
 * the built-in ones, then any other answers as JSON.
 */
export function answersColumns(kind: 'feedback' | 'form', programId: number | undefined, questions: readonly QuestionColumn[] = []): Column<AnswersRowWithQuestions>[] {
  const fields = fieldsOf(kind === 'feedback' ? FEEDBACK_FORMS : DETAIL_FORMS, programId);
  const known = new Set(fields);
  return [
    col('Registration id', 'int', (r) => r.registration_id),
    col('Registration number', 'text', (r) => r.reg_number, 18),
    col('Name', 'text', (r) => r.name, 24),
    col('Mobile', 'text', (r) => r.mobile, 14),
    col('Event id', 'int', (r) => r.event_id),
    col('Event', 'text', (r) => r.event_name, 28),
    col(kind === 'feedback' ? 'Given at' : 'Saved at', 'datetime', (r) => r.at, 20),
    ...fields.map((field) => col<AnswersRowWithQuestions>(fieldHeading(field), 'text', (r) => answerText(r.answers[field]), 24)),
    ...questions.map((q) => col<AnswersRowWithQuestions>(q.label_en, 'text', (r) => questionText(r.questions?.[q.name]), 24)),
    col('Other answers', 'text', (r) => {
      const other = Object.entries(r.answers ?? {}).filter(([k]) => !known.has(k));
      return other.length ? JSON.stringify(Object.fromEntries(other)) : '';
    }, 30),
  ];
}
