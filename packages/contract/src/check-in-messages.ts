/** The check-in texts, spread into MESSAGES so the catalogue stays one object. */
export const CHECK_IN_MESSAGES = {
  checkInDone: 'Checked in',
  /** `{when}` is the first check-in's time in India (e.g. 25 Nov 2026, 7:05 pm). */
  checkInAlready: 'Already checked in on {when}',
  checkInUnpaid: 'Nothing is paid on this registration: it cannot be checked in',
  checkInCancelled: 'This registration is cancelled: it cannot be checked in',
  checkInBadTicket: 'This ticket is not valid',
  /** `{event}` is the name of the event the ticket is for: the volunteer sends the person to the right door. */
  checkInOtherEvent: 'This ticket is for another event: {event}',
  checkInChooseEvent: 'Choose the event at this door',
  checkInWhich: 'Give a ticket code or a registration number',
  checkInEventNotFound: 'No event with this number',
  /** `{amount}` is the balance taken, e.g. ₹1,500. */
  checkInPaymentTaken: 'Payment of {amount} taken in cash',
  checkInUndone: 'Check-in undone',
  checkInNotCheckedIn: 'This registration is not checked in',
  checkInScanIdTaken: 'This scan id was used for another scan',
  /** Door links: a shared door phone's session, reaching only its event's check-in. */
  doorLinkCreated: 'Door link made: open it on the door phone',
  doorLinkRevoked: 'Door link revoked: that phone can no longer check anyone in',
  doorLinkNotFound: 'No such door link of this event',
  doorLinkEventOver: 'This event is over: a door link is no longer needed',
  doorLinkNameLength: 'At most 60 characters',
  doorLinkInvalid: 'This door link was used already, has expired or was revoked: ask the coordinator for a new one',
  doorSessionRevoked: 'This door phone was signed out by the coordinator: ask for a new door link',
  doorSessionEnded: 'This door link has ended with its event',
  doorSessionCheckInOnly: 'A door phone can only check people in',
  doorSessionOtherEvent: 'This door phone is for another event',
  checkInNoPlace: 'This registration holds no place: record its payment from the registration’s page',
} as const;
