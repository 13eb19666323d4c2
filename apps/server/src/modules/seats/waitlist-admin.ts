import { WAITLIST_CODES, WAITLIST_MESSAGES, type WaitingList } from '@portal/contract/waitlist';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import * as repo from './repository.ts';
import * as list from './waitlist-repository.ts';
import type { SeatsService } from './service.ts';

/** Who acts: the signed-in staff member (their id goes to the audit log). */
export interface ListActor {
  id: number;
}

/**
 * An event's waiting list in the back office (docs/decisions/seats.md, "The waiting list in the
 * back office"): every action runs under the event's locked seat counter, like the devotees' own
 * join and leave, leaves an audit row, and tells the person whose place it changed.
 */
export function createWaitlistAdmin(deps: AppDeps, { seats, messages }: { seats: SeatsService; messages: MessagesService }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

  /** A place on the list, with its event locked (every decision about the list is taken under it). */
  async function lockedPlace(q: Queryable, placeId: number) {
    const seen = await list.findPlace(q, placeId);
    if (!seen) throw notFound('place_not_found', WAITLIST_MESSAGES.placeNotFound);
    await repo.lockEventSeats(q, seen.event_id);
    return (await list.findPlace(q, placeId))!;
  }

  /** A waiting person's place changed by staff: they are told their new number. */
  async function tellNewPlace(q: Queryable, place: list.Place, position: number) {
    await messages.queueMessage(q, {
      kind: 'waitlist-moved',
      userId: place.user_id,
      // Each move is its own message (the same number twice is still news after a change between).
      subject: `waiting:${place.id}:moved:${clock.now().getTime()}`,
      waitingId: place.id,
      waitingPlace: position,
    });
  }

  async function reorder(q: Queryable, place: list.Place, to: number, action: string, reason: string, staffId: number) {
    const now = await list.waitingOrder(q, place.event_id);
    const from = now.indexOf(place.id) + 1;
    const order = now.filter((id) => id !== place.id);
    order.splice(to - 1, 0, place.id);
    await list.saveOrder(q, order);
    await recordAudit(q, {
      staffId,
      action,
      entity: 'waiting_list',
      entityId: place.id,
      before: { event_id: place.event_id, user_id: place.user_id, position: from },
      after: { event_id: place.event_id, user_id: place.user_id, position: to, ...(reason ? { reason } : {}) },
    });
    await tellNewPlace(q, place, to);
  }

  return {
    async list(eventId: number): Promise<WaitingList> {
      const event = await list.findListEvent(db, eventId);
      if (!event) throw notFound('event_not_found', MESSAGES.notFound);
      const now = clock.now();
      const count = await repo.countSeats(db, eventId, now);
      const rows = await list.livePlaces(db, eventId, now);
      let position = 0;
      return {
        event: {
          ...event,
          taken: count.taken,
          offered: count.offered,
          seats_left: count.capacity === null ? null : Math.max(0, count.capacity - count.taken - count.offered),
          closed: await repo.isListClosed(db, eventId),
        },
        rows: rows.map((r) => ({
          id: r.id,
          user_id: r.user_id,
          name: r.name,
          mobile: r.mobile,
          email: r.email,
          state: r.state,
          position: r.state === 'waiting' ? ++position : 0,
          joined_at: iso(r.joined_at)!,
          offered_at: iso(r.offered_at),
          offer_expires_at: iso(r.offer_expires_at),
          offers_sent: r.offers_sent,
        })),
      };
    },

    /** A free seat to the first person waiting, now (the job would do it within a minute; a coordinator need not wait). */
    offerNext: (actor: ListActor, eventId: number) =>
      db.tx(async (q) => {
        if (!(await list.findListEvent(q, eventId))) throw notFound('event_not_found', MESSAGES.notFound);
        const place = await seats.offerNextSeat(q, eventId);
        await recordAudit(q, { staffId: actor.id, action: 'waitlist-offer', entity: 'waiting_list', entityId: place.id, before: { state: 'waiting' }, after: { state: 'offered', event_id: eventId, user_id: place.user_id } });
      }),

    /**
     * A free seat to this person now, chosen by staff (the bulk bar's "Offer seats": the people
     * ticked, in the list's order); the person is told as for any offer. Audited as the next-in-line offer.
     */
    offer: (actor: ListActor, placeId: number) =>
      db.tx(async (q) => {
        const seen = await list.findPlace(q, placeId);
        if (!seen) throw notFound('place_not_found', WAITLIST_MESSAGES.placeNotFound);
        const at = (await list.waitingOrder(q, seen.event_id)).indexOf(seen.id) + 1;
        await seats.offerSeatTo(q, seen.event_id, seen.id);
        await recordAudit(q, { staffId: actor.id, action: 'waitlist-offer', entity: 'waiting_list', entityId: seen.id, before: { state: 'waiting', position: at }, after: { state: 'offered', event_id: seen.event_id, user_id: seen.user_id } });
      }),

    /** Every live place of an event's list, offers first, then in the order of waiting (a bulk run's "everyone"). */
    async liveIds(eventId: number): Promise<number[]> {
      if (!(await list.findListEvent(db, eventId))) throw notFound('event_not_found', MESSAGES.notFound);
      return (await list.livePlaces(db, eventId, clock.now())).map((r) => r.id);
    },

    /** Places as staff know them (the person's name), for a bulk run's report; any state. */
    labels: (ids: number[]) => list.placeNames(db, ids),

    /** The person lets the next one go first: one place down. */
    skip: (actor: ListActor, placeId: number) =>
      db.tx(async (q) => {
        const place = await lockedPlace(q, placeId);
        if (place.state !== 'waiting') throw refusedWithCode(409, WAITLIST_CODES.notWaiting, WAITLIST_MESSAGES.notWaiting);
        const order = await list.waitingOrder(q, place.event_id);
        const at = order.indexOf(place.id) + 1;
        if (at >= order.length) throw refusedWithCode(409, WAITLIST_CODES.alreadyLast, WAITLIST_MESSAGES.alreadyLast);
        await reorder(q, place, at + 1, 'waitlist-skip', '', actor.id);
      }),

    /** Up the list to `position`, with the reason in the audit log. */
    moveUp: (actor: ListActor, placeId: number, position: number, reason: string) =>
      db.tx(async (q) => {
        const place = await lockedPlace(q, placeId);
        if (place.state !== 'waiting') throw refusedWithCode(409, WAITLIST_CODES.notWaiting, WAITLIST_MESSAGES.notWaiting);
        const at = (await list.waitingOrder(q, place.event_id)).indexOf(place.id) + 1;
        if (position >= at) throw refusedWithCode(409, WAITLIST_CODES.notHigher, WAITLIST_MESSAGES.notHigher, { position: WAITLIST_MESSAGES.notHigher });
        await reorder(q, place, position, 'waitlist-move', reason, actor.id);
      }),

    /** Off the list (a seat offered to the person goes to the next in line); the person is told. */
    remove: (actor: ListActor, placeId: number, reason: string) =>
      db.tx(async (q) => {
        const place = await lockedPlace(q, placeId);
        const live = place.state === 'waiting' || (place.state === 'offered' && place.offer_expires_at !== null && new Date(place.offer_expires_at) > clock.now());
        if (!live) throw refusedWithCode(409, WAITLIST_CODES.notWaiting, WAITLIST_MESSAGES.notWaiting);
        await repo.setPlaceState(q, place.id, 'removed');
        if (place.state === 'offered') await seats.passOnFreeSeats(q, place.event_id);
        await recordAudit(q, {
          staffId: actor.id,
          action: 'waitlist-remove',
          entity: 'waiting_list',
          entityId: place.id,
          before: { event_id: place.event_id, user_id: place.user_id, state: place.state },
          after: { state: 'removed', ...(reason ? { reason } : {}) },
        });
        await messages.queueMessage(q, { kind: 'waitlist-removed', userId: place.user_id, subject: `waiting:${place.id}:removed`, waitingId: place.id, reason });
      }),

    /** Closed: nobody new joins; those on the list keep their places and their offers. Open again undoes it. */
    setClosed: (actor: ListActor, eventId: number, closed: boolean) =>
      db.tx(async (q) => {
        if (!(await list.findListEvent(q, eventId))) throw notFound('event_not_found', MESSAGES.notFound);
        await repo.lockEventSeats(q, eventId);
        const before = await repo.isListClosed(q, eventId);
        await list.setClosed(q, eventId, closed, actor.id);
        if (before !== closed) {
          await recordAudit(q, { staffId: actor.id, action: closed ? 'waitlist-close' : 'waitlist-open', entity: 'events', entityId: eventId, before: { waiting_list_closed: before }, after: { waiting_list_closed: closed } });
        }
      }),
  };
}

export type WaitlistAdmin = ReturnType<typeof createWaitlistAdmin>;
