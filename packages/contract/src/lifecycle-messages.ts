/** The texts of cancelling an event, spread into MESSAGES so the catalogue stays one object. */
export const LIFECYCLE_MESSAGES = {
  eventCancelledDone: 'The event is cancelled; every registrant is being told by email and SMS',
  eventAlreadyCancelled: 'This event is already cancelled',
  eventCompletedNoCancel: 'This event is completed: it cannot be cancelled',
  eventNotFound: 'No event with this number',
  lifecycleRan: "The event's status follows its dates",
} as const;
