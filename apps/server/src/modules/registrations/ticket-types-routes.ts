import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { TICKET_TYPE_MESSAGES } from '@portal/contract/ticket-types';
import { messageRoute, route } from '../../lib/calls.ts';
import type { TicketTypes } from './ticket-types.ts';
import type { DiscountCodes } from './discount-codes.ts';
import { DISCOUNT_CODE_MESSAGES } from '@portal/contract/discount-codes';

/** Ticket types and discount codes: the registration screen's choice and the back office's list, add and change (docs/decisions/registrations.md, "Ticket types"). */
export function ticketTypeRoutes(app: FastifyInstance, { ticketTypes: types, discountCodes: codes }: { ticketTypes: TicketTypes; discountCodes: DiscountCodes }) {
  route(app, calls.eventTicketTypes, async (req) => ({ success: 1, data: await types.options(req.params.id) }));
  route(app, calls.adminEventTicketTypes, async (req) => ({ success: 1, data: await types.adminList(req.staff!.role, req.params.id) }));
  messageRoute(app, calls.adminTicketTypeAdd, (req) => types.add(req.staff!.id, req.params.id, req.body), TICKET_TYPE_MESSAGES.added);
  messageRoute(app, calls.adminTicketTypeSave, (req) => types.save(req.staff!.id, req.params.id, req.body), TICKET_TYPE_MESSAGES.saved);

  route(app, calls.adminDiscountCodes, async () => ({ success: 1, data: await codes.list() }));
  messageRoute(app, calls.adminDiscountCodeAdd, (req) => codes.add(req.staff!.id, req.body), DISCOUNT_CODE_MESSAGES.added);
  messageRoute(app, calls.adminDiscountCodeSave, (req) => codes.save(req.staff!.id, req.params.id, req.body), DISCOUNT_CODE_MESSAGES.saved);
}
