import { calls } from '@portal/contract/calls';
import type { CallBodyInput } from '@portal/contract/call';
import { call } from '../../lib/api';

/** The calls of the registration screens and the event detail. */
export const registrationsApi = {
  events: (programId: number) => call(calls.programEventList, { body: { program_id: programId } }),
  /** A program's public name and page (the generic registration screen of an added program titles itself with it). */
  program: (programId: number) => call(calls.wisdom, { params: { id: String(programId) } }),
  price: (eventId: number, ticketType?: number, code = '') =>
    call(calls.estimatePrice, { params: { id: String(eventId) }, query: { ...(ticketType ? { ticket_type: String(ticketType) } : {}), ...(code ? { code } : {}) } }),
  ticketTypes: (eventId: number) => call(calls.eventTicketTypes, { params: { id: String(eventId) } }),
  register: (body: CallBodyInput<typeof calls.eventRegister>) => call(calls.eventRegister, { body }),
  detail: (registerId: number) => call(calls.registerDetail, { body: { register_id: registerId } }),
  payBalance: (registerId: number) => call(calls.advancePay, { body: { register_id: registerId } }),
};
