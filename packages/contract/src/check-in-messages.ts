/** The check-in texts (issue 13), spread into MESSAGES so the catalogue stays one object. */
export const CHECK_IN_MESSAGES = {
  checkInDone: 'Checked in',
  /** `{when}` is the first check-in's time in India (e.g. 25 Nov 2026, 7:05 pm). */
  checkInAlready: 'Already checked in on {when}',
  checkInUnpaid: 'Nothing is paid on this registration: it cannot be checked in',
  checkInCancelled: 'This registration is cancelled: it cannot be checked in',
  checkInBadTicket: 'This is not a valid ticket',
  checkInWhich: 'Give a ticket code or a registration number',
  checkInEventNotFound: 'No event with this number',
} as const;
