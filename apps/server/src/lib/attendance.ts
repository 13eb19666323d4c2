/**
 * Who came to an event, the rule that feedback follows (docs/decisions/check-in.md): where the
 * event used check-in (any of its registrations was checked in), the registrations checked in and
 * not cancelled since; otherwise, with no attendance to go by, those paid in full. A no-show who
 * paid is not thanked for attending; a part-paid devotee who came is asked.
 *
 * An SQL condition on a registration row (alias `r` by default), shared by the modules that ask
 * for feedback, take it and force it after sign-in; `attended_at` is written by check-in
 * (modules/registrations).
 */
export const cameToEvent = (r = 'r') =>
  `(CASE WHEN EXISTS (SELECT 1 FROM registrations came WHERE came.event_id = ${r}.event_id AND came.attended_at IS NOT NULL)
         THEN ${r}.attended_at IS NOT NULL AND ${r}.status <> 'cancelled'
         ELSE ${r}.status = 'success' END)`;
