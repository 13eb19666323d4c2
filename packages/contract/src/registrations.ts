/**
 * Shapes of the registration read calls (spec 001 section 3), shared by the server that makes
 * them and the member screens that show them. Money here is in major units (rupees) as the
 * spec's screens show it; the database keeps minor units.
 */
export const EVENT_STATUSES = ['notstarted', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  notstarted: 'Not Started',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAY_STATUSES = ['success', 'pending', 'failed', 'partialpay', 'paylater', 'cancelled'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];
export const PAY_STATUS_LABELS: Record<PayStatus, string> = {
  success: 'Success',
  pending: 'Pending',
  failed: 'Failed',
  partialpay: 'Partial Pay',
  paylater: 'Pay Later',
  cancelled: 'Cancelled',
};

/** GET current/list and history/list rows. */
export interface RegistrationRow {
  id: number;
  event_name: string;
  participant_name: string;
  event_date: string;
  event_address: string;
  event_status: EventStatus;
  currency: string;
  total: number;
  payable: number;
  pay_status: PayStatus;
  program_id: number;
  /** 1 when feedback was given. */
  feedback: 0 | 1;
}

/** POST register/detail. */
export interface RegistrationDetail {
  regevent_id: number;
  event_name: string;
  participant_name: string;
  event_date: string;
  event_address: string;
  currency: string;
  amount: number;
  discount: number;
  discount_value: number;
  early_value: number;
  total: number;
  advance_amount: number;
  payable: number;
  pay_status: PayStatus;
  payment_id: string;
  reg_number: string;
  event_status: EventStatus;
  /** 1 when the event no longer takes payments ('Please Contact Below Mentioned Number'). */
  event_close: 0 | 1;
  /** 1 when the profile has what a payment needs; 0 sends the user to the program screen. */
  profile_info: 0 | 1;
  event_id: number;
  program_id: number;
  ref_name: string;
  ref_email: string;
  ref_phone: string;
}
