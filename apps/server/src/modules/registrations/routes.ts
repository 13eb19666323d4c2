import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { readForm } from '../../lib/multipart.ts';
import { parse } from '../../lib/validate.ts';
import type { SeatsService } from '../seats/index.ts';
import type { WaitingRoomService } from '../waiting-room/index.ts';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import type { RegistrationsService } from './service.ts';
import type { AdminRegistrationsService } from './admin-service.ts';
import type { CheckInService } from './check-in-service.ts';
import type { DeskService } from './desk-service.ts';
import type { DiscountCodes } from './discount-codes.ts';
import type { TicketTypes } from './ticket-types.ts';
import { adminRegistrationRoutes } from './admin-routes.ts';
import { checkInRoutes } from './check-in-routes.ts';
import { deskRoutes } from './desk-routes.ts';
import { ticketTypeRoutes } from './ticket-types-routes.ts';

/**
 * Event registration (the specification's "Event registration and payment screens"): the events
 * of a program, the price, the registration submit that starts the payment, the member's
 * current and history lists, the registration detail and the balance payment.
 */
export default async function registrations(
  app: FastifyInstance,
  deps: AppDeps,
  built: {
    registrations: RegistrationsService;
    adminRegistrations: AdminRegistrationsService;
    checkIn: CheckInService;
    desk: DeskService;
    seats: SeatsService;
    ticketTypes: TicketTypes;
    discountCodes: DiscountCodes;
    waitingRoom: WaitingRoomService;
  },
) {
  const { registrations: service, seats, waitingRoom: room } = built;

  route(app, calls.programEventList, async (req) => ({ success: 1, data: await service.programEvents(req.body.program_id, req.lang) }));

  route(app, calls.estimatePrice, async (req) => ({ success: 1, message: '', ...(await service.estimate(req.params.id, req.query.ticket_type, req.query.code, req.user?.id)) }));

  // The body keeps fields beyond the call's own (Karmayogam's questions), which the service checks.
  // The spec sends it as a form ("POST event/register (form)"); JSON is read the same way.
  route(app, calls.eventRegister, async (req) => {
    const sent = req.isMultipart() ? (await readForm(req)).fields : req.body;
    const body = parse(calls.eventRegister.body, sent);
    // While the event's waiting room is on, only an admitted devotee registers; the room paces its
    // admissions by how long this step takes.
    await room.requireAdmission(req.user!.id, body.event_id, body.admission);
    const started = performance.now();
    const result = await service.register(req.user!.id, body, body);
    room.observeRegister(performance.now() - started);
    const message = result.data ? PAYMENT_MESSAGES.started : REGISTRATION_MESSAGES.registeredFree;
    return { success: 1, message, ...result };
  });

  route(app, calls.currentList, async (req) => ({ success: 1, data: await service.current(req.user!.id) }));
  route(app, calls.historyList, async (req) => ({ success: 1, data: await service.history(req.user!.id) }));

  route(app, calls.registerDetail, async (req) => ({ success: 1, data: await service.detail(req.user!.id, req.body.register_id) }));

  route(app, calls.advancePay, async (req) => {
    return { success: 1, message: PAYMENT_MESSAGES.started, ...(await service.payBalance(req.user!.id, req.body.register_id)) };
  });

  route(app, calls.registrationExtras, async (req) => ({ success: 1, data: await service.extras(req.user!.id, req.params.id) }));

  route(app, calls.registrationCalendar, async (req, reply) => {
    const ics = await service.calendar(req.user!.id, req.params.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${req.params.id}.ics"`)
      .send(ics);
  });

  // Seats of an event and its waiting list: only an event that still takes
  // registrations has a waiting list.
  route(app, calls.eventSeats, async (req) => {
    await service.openEvent(req.params.id);
    return { success: 1, message: '', data: await seats.status(req.params.id, req.user?.id) };
  });
  route(app, calls.waitingListJoin, async (req) => {
    await service.openEvent(req.body.event_id);
    return { success: 1, message: SEAT_MESSAGES.joined, data: await seats.join(req.user!.id, req.body.event_id) };
  });
  route(app, calls.waitingListLeave, async (req) => ({
    success: 1, message: SEAT_MESSAGES.left, data: await seats.leave(req.user!.id, req.body.event_id),
  }));

  adminRegistrationRoutes(app, deps, built.adminRegistrations);
  checkInRoutes(app, deps, built.checkIn);
  deskRoutes(app, deps, built.desk);
  ticketTypeRoutes(app, built);
}
