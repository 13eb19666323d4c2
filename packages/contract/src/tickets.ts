import { z } from './zod.ts';
import { dataResponse, defineCall, idParam } from './call.ts';

/**
 * What a participant sees after paying: the way to the program's detail form while it
 * is not filled in, the calendar file of the event, and for a paid registration a ticket, a QR
 * code carrying a signed token that the door checks.
 */
export const TICKET_TEXTS = {
  completeDetails: 'Complete your registration details',
} as const;

export const registrationExtrasSchema = z.object({
  /** The detail form's page ('/ulchemy-reg/42') while it is due, else ''. */
  details_form: z.string(),
  /** The signed ticket token of a paid registration, else ''. */
  ticket: z.string(),
});
export type RegistrationExtras = z.output<typeof registrationExtrasSchema>;

const registrationParams = z.object({ id: idParam() });

export const ticketCalls = {
  registrationExtras: defineCall({
    method: 'GET', path: '/registration/:id/extras', summary: "A registration's detail form (while due) and its QR ticket (when paid)", auth: 'session',
    params: registrationParams, response: dataResponse(registrationExtrasSchema),
  }),
  registrationCalendar: defineCall({
    method: 'GET', path: '/registration/:id/calendar', summary: "The calendar file (.ics) of a registration's event", auth: 'session',
    params: registrationParams, produces: 'ics',
  }),
};
