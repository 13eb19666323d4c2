/** The back office's money texts (issue 12), spread into MESSAGES so the catalogue stays one object. */
export const MONEY_MESSAGES = {
  adminRegistrationNotFound: 'No registration with this number',
  adminMarkedPaid: 'The payment was recorded',
  adminPayLaterAllowed: 'This registration may now pay later',
  adminCancelled: 'The registration was cancelled',
  adminConfirmationResent: 'The confirmation was sent again',
  adminCancelledNoPayment: 'This registration is cancelled: a payment cannot be recorded against it',
  adminNothingDue: 'Nothing is due on this registration',
  adminMoreThanDue: 'The amount is more than the balance due',
  adminPayLaterRefused: 'Only a registration with nothing paid, not cancelled and not yet confirmed can be allowed to pay later',
  adminAlreadyCancelled: 'This registration is already cancelled',
  adminPaidMoneyChoice: 'Money was paid: choose refund due or forfeit',
  adminResendRefused: 'Only a paid or part-paid registration has a confirmation to send',
  adminPaymentDateFuture: 'The payment date cannot be in the future',
} as const;
