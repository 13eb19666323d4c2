import { toMajor, toMinor } from '@portal/contract/payments';
import { setsEventMoney } from '@portal/contract/event-money';
import type { StaffRole } from '@portal/contract/staff';
import {
  TICKET_TYPE_CODES,
  TICKET_TYPE_MESSAGES,
  ticketTypeInputSchema,
  type EventTicketTypes,
  type TicketTypeAdmin,
  type TicketTypeOption,
} from '@portal/contract/ticket-types';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { PricedEvent } from './price.ts';
import * as repo from './ticket-types-repository.ts';

type TypeInput = z.output<typeof ticketTypeInputSchema>;

/**
 * The price a registration of this type pays: the type's price, early-bird and advance in place
 * of the event's; the event's currency, percent discount and payment link stay.
 */
export const pricedAs = <E extends PricedEvent>(event: E, type: repo.TicketTypeRow | null): E =>
  type
    ? { ...event, price_minor: type.price_minor, early_bird_minor: type.early_bird_minor, early_bird_until: type.early_bird_until, advance_minor: type.advance_minor }
    : event;

/**
 * The type a registration names, checked against the event: required while the event offers
 * types (a visible one), refused when it is not one of them (a hidden type takes nobody new),
 * none for an event without types. 400, naming the field, with a code.
 */
export async function chosenType(
  q: Queryable,
  event: { id: number; has_visible_types: boolean },
  ticketTypeId: number | undefined,
): Promise<repo.TicketTypeRow | null> {
  const eventId = event.id;
  if (ticketTypeId === undefined) {
    // Read with the event (one query fewer on every registration of an event without types).
    if (event.has_visible_types) {
      throw refusedWithCode(400, TICKET_TYPE_CODES.required, `ticket_type_id: ${TICKET_TYPE_MESSAGES.required}`, { ticket_type_id: TICKET_TYPE_MESSAGES.required });
    }
    return null;
  }
  const type = await repo.findType(q, ticketTypeId);
  if (!type || type.event_id !== eventId || type.hidden) {
    throw refusedWithCode(400, TICKET_TYPE_CODES.unknown, `ticket_type_id: ${TICKET_TYPE_MESSAGES.unknown}`, { ticket_type_id: TICKET_TYPE_MESSAGES.unknown });
  }
  return type;
}

/** A refused seat of a type with its own count: that type is sold out (else the event is full). */
export const typeSoldOut = (type: repo.TicketTypeRow | null) =>
  type && type.seats !== null ? refusedWithCode(409, TICKET_TYPE_CODES.soldOut, TICKET_TYPE_MESSAGES.soldOut) : undefined;

export function createTicketTypes(deps: AppDeps) {
  const { db } = deps;

  const adminRow = (t: repo.TicketTypeRow, currency: string): TicketTypeAdmin => ({
    id: t.id,
    event_id: t.event_id,
    name: t.name,
    name_ta: t.name_ta,
    price: toMajor(t.price_minor, currency),
    early_bird_amount: toMajor(t.early_bird_minor, currency),
    early_bird_until: t.early_bird_until,
    advance_amount: toMajor(t.advance_minor, currency),
    seats: t.seats,
    taken: t.taken,
    hidden: t.hidden,
    sort_order: t.sort_order,
  });

  /** Amounts to minor units in the event's currency; the types' own seats inside the event's capacity. */
  async function fieldsFor(q: Queryable, event: repo.TypeEvent, typeId: number, input: TypeInput): Promise<repo.TypeFields> {
    const seats = input.seats ?? null;
    if (seats !== null && event.capacity !== null && !input.hidden) {
      const others = await repo.otherTypesSeats(q, event.id, typeId);
      if (others + seats > event.capacity) {
        throw refusedWithCode(400, TICKET_TYPE_CODES.overCapacity, `seats: ${TICKET_TYPE_MESSAGES.overCapacity}`, { seats: TICKET_TYPE_MESSAGES.overCapacity });
      }
    }
    return {
      name: input.name,
      name_ta: input.name_ta,
      price_minor: toMinor(input.price, event.currency),
      early_bird_minor: toMinor(input.early_bird_amount, event.currency),
      early_bird_until: input.early_bird_until,
      advance_minor: toMinor(input.advance_amount, event.currency),
      seats,
      hidden: input.hidden,
      sort_order: input.sort_order,
    };
  }

  async function lockedEvent(q: Queryable, eventId: number) {
    await repo.lockTypeEvent(q, eventId);
    const event = await repo.findTypeEvent(q, eventId);
    if (!event) throw notFound('event_not_found');
    return event;
  }

  return {
    /** The registration screen's choice: visible types, with their seats left (a type with its own count). */
    async options(eventId: number): Promise<TicketTypeOption[]> {
      const event = await repo.findTypeEvent(db, eventId);
      if (!event) throw notFound('event_not_found');
      return (await repo.listTypes(db, eventId, false)).map((t) => ({
        id: t.id,
        name: t.name,
        name_ta: t.name_ta,
        currency: event.currency,
        price: toMajor(t.price_minor, event.currency),
        seats_left: t.seats === null ? null : Math.max(0, t.seats - t.taken),
      }));
    },

    async adminList(role: StaffRole, eventId: number): Promise<EventTicketTypes> {
      const event = await repo.findTypeEvent(db, eventId);
      if (!event) throw notFound('event_not_found');
      const types = await repo.listTypes(db, eventId, true);
      return { event, types: types.map((t) => adminRow(t, event.currency)), can_edit: setsEventMoney(role) };
    },

    add: (staffId: number, eventId: number, input: TypeInput) =>
      db.tx(async (q) => {
        const event = await lockedEvent(q, eventId);
        const fields = await fieldsFor(q, event, 0, input);
        const id = await repo.insertType(q, eventId, fields);
        await recordAudit(q, { staffId, action: 'ticket-type-add', entity: 'ticket_types', entityId: id, after: { event_id: eventId, ...fields } });
        return id;
      }),

    save: (staffId: number, typeId: number, input: TypeInput) =>
      db.tx(async (q) => {
        const seen = await repo.findType(q, typeId);
        if (!seen) throw notFound('ticket_type_not_found', TICKET_TYPE_MESSAGES.notFound);
        const event = await lockedEvent(q, seen.event_id);
        const before = (await repo.findType(q, typeId))!;
        const fields = await fieldsFor(q, event, typeId, input);
        await repo.updateType(q, typeId, fields);
        const { taken: _taken, ...was } = before;
        await recordAudit(q, { staffId, action: 'ticket-type-save', entity: 'ticket_types', entityId: typeId, before: was, after: fields });
      }),
  };
}
export type TicketTypes = ReturnType<typeof createTicketTypes>;
