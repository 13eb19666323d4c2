import { BROADCAST_CODES } from './broadcasts.ts';
import { BULK_CODES } from './bulk-actions.ts';
import { DOOR_SESSION_CODES } from './check-in.ts';
import { DESK_CODES } from './admin-desk.ts';
import { DISCOUNT_CODE_CODES } from './discount-codes.ts';
import { EVENT_FIELD_CODES } from './event-money.ts';
import { FUND_CODES } from './admin-donations.ts';
import { MESSAGE_TEXT_CODES } from './message-texts.ts';
import { QUESTION_CODES } from './questions.ts';
import { TICKET_TYPE_CODES } from './ticket-types.ts';
import { WAITING_ROOM_CODES } from './waiting-room.ts';
import { WAITLIST_CODES } from './waitlist.ts';

/**
 * Every refusal the server gives carries one of these codes beside its message (the envelope's
 * `code`): clients branch on the code, never on the English (or Tamil) words, which may change.
 * A code is snake_case and stable: rename it only together with every client that reads it.
 * One code names one refusal (`event_full`, `registration_not_found`); the generic classes
 * (bad input by schema, no session, a role that may not, too many tries) have one code each.
 * docs/decisions/refusals.md states the rule; lib/refusal-codes.test.ts (server) checks that every
 * code here is given somewhere and that no refusal is given without one.
 */

/** The generic classes: one code each, whatever the call. */
export const GENERIC_REFUSAL_CODES = [
  /** The request's fields fail the call's schema (the message names the first bad field). */
  'invalid_input',
  /** The request itself is malformed (not JSON, wrong content type, text the database cannot store). */
  'invalid_request',
  /** No such call, page or thing (where no more specific code applies). */
  'not_found',
  /** Too many tries or requests: wait (Retry-After) and try again. */
  'rate_limited',
  /** No valid session: sign in again (success 2). */
  'session_invalid',
  /** The staff member's role may not make this call. */
  'staff_forbidden',
  /** An upload over the size limit. */
  'file_too_large',
  /** The server is overloaded: try again shortly. */
  'server_busy',
  /** A fault of the server's own (never expected; the request id is logged). */
  'server_error',
] as const;

/** The refusals of single calls, grouped by their first word. */
const SPECIFIC_REFUSAL_CODES = [
  'account_not_found',
  'admin_already_cancelled', 'admin_cancelled_no_payment', 'admin_donation_date_future', 'admin_donation_not_found', 'admin_more_than_due', 'admin_nothing_due', 'admin_over_capacity', 'admin_paid_money_choice', 'admin_pay_later_refused', 'admin_payment_date_future', 'admin_payment_not_found', 'admin_recheck_offline', 'admin_recheck_paid', 'admin_refund_date_future', 'admin_refund_more_than_due', 'admin_refund_more_than_paid', 'admin_refund_not_paid', 'admin_refund_nothing_due', 'admin_registration_not_found', 'admin_resend_refused', 'admin_transfer_already_there', 'admin_transfer_attended', 'admin_transfer_cancelled', 'admin_transfer_currency', 'admin_transfer_event_not_found', 'admin_transfer_event_over', 'admin_transfer_excess_choice', 'admin_transfer_other_program', 'admin_transfer_same_event',
  'advance_not_offered',
  'already_paid', 'already_volunteered',
  'awaiting_bank',
  'backup_gone', 'backup_running', 'backup_unknown',
  'balance_payment_closed',
  'body_too_deep',
  'broadcast_not_found',
  'bulk_not_found',
  'cancelled_stays_closed',
  'category_not_found',
  'certificate_already_matched', 'certificate_not_found',
  'check_in_bad_ticket', 'check_in_cancelled', 'check_in_event_not_found', 'check_in_no_place', 'check_in_not_checked_in', 'check_in_other_event', 'check_in_scan_id_taken', 'check_in_unpaid',
  'contact_message_not_found', 'contact_no_email',
  'content_duplicate', 'content_invalid_picture', 'content_not_found',
  'control_characters',
  'desk_unknown_devotee',
  'devotee_already_deactivated', 'devotee_email_taken', 'devotee_mobile_taken', 'devotee_already_erased', 'devotee_not_found', 'devotee_not_locked',
  'discount_code_max_below_uses', 'discount_code_not_found',
  'dev_tools_local_only',
  'donation_fcra_not_online', 'donation_fund_invalid', 'donation_indian_is_domestic', 'donation_international_via_link', 'donation_not_found', 'donation_not_receipted',
  'donor_conflict_not_found', 'donor_conflict_unresolved',
  'door_link_not_found',
  'event_already_cancelled', 'event_cancelled', 'event_closed', 'event_completed_no_cancel', 'event_dates_inconsistent', 'event_full', 'event_not_found', 'event_not_open_yet', 'event_past',
  'favourites_full',
  'feedback_given', 'feedback_not_found', 'feedback_not_open', 'feedback_not_paid',
  'form_10be_not_zip', 'form_10be_row_not_found', 'form_10be_zip_empty', 'form_10be_zip_required', 'form_10be_zip_too_large',
  'fund_amount_not_offered', 'fund_not_fcra', 'fund_not_found',
  'gallery_no_pictures', 'gallery_order_mismatch', 'gallery_picture_invalid', 'gallery_pictures_invalid',
  'image_invalid', 'image_too_many_pixels',
  'invalid_amount', 'invalid_currency', 'invalid_page_words',
  'job_unknown',
  'login_failed',
  'media_not_found',
  'mobile_change_separately',
  'no_detail_form', 'no_feedback_form',
  'not_an_account_of_conflict',
  'nothing_due',
  'otp_invalid', 'otp_owner_required', 'otp_too_many_tries',
  'paid_event_not_deleted',
  'pan_number_required',
  'password_wrong',
  'payment_invalid_response', 'payment_not_configured', 'payment_not_found',
  'place_not_found',
  'profile_incomplete',
  'program_order_incomplete', 'programs_full',
  'program_form_not_paid', 'program_form_wrong_program', 'program_not_found',
  'receipt_already_cancelled', 'receipt_cancellation_not_of_donation', 'receipt_cancelled', 'receipt_not_current', 'receipt_not_found', 'receipt_not_ready', 'receipt_nothing_corrected',
  'registration_not_found',
  'same_mobile',
  'sandbox_off',
  'session_expired',
  'settings_required',
  'staff_csrf_missing', 'staff_current_code_needed', 'staff_current_password_needed', 'staff_current_password_wrong', 'staff_disabled', 'staff_email_taken', 'staff_field_not_changeable', 'staff_last_owner', 'staff_link_invalid', 'staff_login_failed', 'staff_not_found', 'staff_otp_enabled', 'staff_otp_invalid', 'staff_otp_not_started', 'staff_password_same', 'staff_self', 'staff_setup_finished', 'staff_setup_only',
  'tag_not_found',
  'ticket_type_not_found',
  'too_many_files',
  'translation_no_override', 'translation_unknown_key',
  'unknown_album', 'unknown_program', 'unknown_category', 'unknown_place', 'unknown_sort', 'unknown_tag',
  'urn_validity_lapsed', 'urn_validity_unreadable',
  'volunteer_event_not_open',
  'waitlist_event_not_full', 'waitlist_not_on_list',
  'worldline_account_off',
] as const;

const valuesOf = <T extends Record<string, string>>(codes: T) => Object.values(codes) as T[keyof T][];

export const REFUSAL_CODES = [
  ...GENERIC_REFUSAL_CODES,
  ...SPECIFIC_REFUSAL_CODES,
  ...valuesOf(BROADCAST_CODES),
  ...valuesOf(BULK_CODES),
  ...valuesOf(DOOR_SESSION_CODES),
  ...valuesOf(DESK_CODES),
  ...valuesOf(DISCOUNT_CODE_CODES),
  ...valuesOf(EVENT_FIELD_CODES),
  ...valuesOf(FUND_CODES),
  ...valuesOf(MESSAGE_TEXT_CODES),
  ...valuesOf(QUESTION_CODES),
  ...valuesOf(TICKET_TYPE_CODES),
  ...valuesOf(WAITING_ROOM_CODES),
  ...valuesOf(WAITLIST_CODES),
] as const;

/** The stable name of a refusal, as the envelope's `code` carries it. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(REFUSAL_CODES);
/** Whether a value read off the wire is a code this client knows (an older client may meet a newer code). */
export const isRefusalCode = (value: unknown): value is RefusalCode => typeof value === 'string' && KNOWN.has(value);
