import { SEAT_MESSAGES, type SeatStatus } from '@portal/contract/seats';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { notFound, refused, refusedWithCode } from '../../lib/errors.ts';
import { WAITLIST_CODES, WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import type { MessagesService } from '../messages/index.ts';
import * as repo from './repository.ts';

/** People offered a seat at once at most, when an event has no limit (any more) and people wait. */
const UNLIMITED_OFFERS = 500;

/**
 * Seats of events (docs/decisions/seats.md). Every decision about an event's seats is taken under
 * its locked counter row (repo.lockEventSeats), counting the holds and the running offers, so the
 * last seat goes to exactly one registration. The registrations module calls take / keep /
 * release from its own transactions (the register submit and its PaymentTarget hooks).
 */
export function createSeatsService(deps: AppDeps, { messages }: { messages: MessagesService }) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const offerMs = config.WAITLIST_OFFER_HOURS * 3_600_000;

  /** Seats over capacity the event would be with one more place (0 while one is free). */
  const overBy = (c: repo.SeatCount) => (c.capacity === null ? 0 : Math.max(0, c.taken + c.offered + 1 - c.capacity));

  /**
   * The one way a registration gets a seat: its own live hold (its state set), the seat offered to
   * the person from the waiting list, or a free one, counted under the event's locked counter, all
   * in one statement (repo.claimSeat). Beyond capacity only when `confirmedOver` covers the
   * overshoot (staff's explicit choice).
   */
  async function claim(
    q: Queryable,
    r: { eventId: number; registrationId: number; userId: number; ticketTypeId?: number | null; state: 'held' | 'kept'; confirmedOver: number },
  ): Promise<{ granted: boolean; overBy: number }> {
    const over = await repo.claimSeat(q, { ...r, now: clock.now() });
    return { granted: over <= r.confirmedOver, overBy: over };
  }

  const freeSeats = (c: repo.SeatCount) => (c.capacity === null ? UNLIMITED_OFFERS : c.capacity - c.taken - c.offered);

  /** Offers the free seats to the next people in line, each by email and SMS. Under the event's lock. */
  async function offerFreeSeats(q: Queryable, eventId: number, now: Date): Promise<number> {
    const free = freeSeats(await repo.countSeats(q, eventId, now));
    if (free <= 0) return 0;
    const next = await repo.nextWaiting(q, eventId, free);
    const until = new Date(now.getTime() + offerMs);
    for (const place of next) await offerPlace(q, place, now, until);
    return next.length;
  }

  /** One place offered a seat until `until`, and its person told by email and SMS. */
  async function offerPlace(q: Queryable, place: repo.WaitingRow, now: Date, until: Date) {
    await repo.markOffered(q, place.id, now, until);
    await messages.queueMessage(q, { kind: 'waitlist-offer', userId: place.user_id, subject: `waiting:${place.id}`, waitingId: place.id });
  }

  async function status(q: Queryable, eventId: number, userId: number | undefined): Promise<SeatStatus> {
    const now = clock.now();
    const c = await repo.countSeats(q, eventId, now);
    const place = userId ? await repo.findLivePlace(q, eventId, userId, now) : undefined;
    return statusOf(q, eventId, c, place);
  }

  /** The answer of the seat calls from a count and the person's live place (if any). */
  async function statusOf(q: Queryable, eventId: number, c: repo.SeatCount, place: repo.WaitingRow | undefined): Promise<SeatStatus> {
    const seatsLeft = c.capacity === null ? null : Math.max(0, c.capacity - c.taken - c.offered);
    return {
      event_id: eventId,
      capacity: c.capacity,
      seats_left: seatsLeft,
      full: seatsLeft === 0,
      waiting_position: place?.state === 'waiting' ? await repo.positionOf(q, place) : 0,
      offer_until: place?.state === 'offered' && place.offer_expires_at ? new Date(place.offer_expires_at).toISOString() : '',
    };
  }

  return {
    status: (eventId: number, userId?: number) => status(db, eventId, userId),

    /**
     * In the registration's transaction: a seat for it, held ('held', payment open) or kept ('kept',
     * nothing to pay). A person offered a seat from the waiting list takes that one. False when the
     * event is full: the caller refuses the registration (and offers the waiting list).
     */
    async take(q: Queryable, r: { eventId: number; registrationId: number; userId: number; ticketTypeId?: number | null; paid: boolean }): Promise<boolean> {
      return (await claim(q, { ...r, state: r.paid ? 'kept' : 'held', confirmedOver: 0 })).granted;
    },

    /**
     * take() as the last statement of the caller's transaction (the register submit): on
     * PostgreSQL the claim and the COMMIT go in one message, so the event's counter is locked only
     * while the database writes the hold (docs/decisions/seats.md). True: taken, and on PostgreSQL
     * already committed; false: refused, the caller throws (the transaction is rolled back).
     */
    async takeLast(q: Queryable, r: { eventId: number; registrationId: number; userId: number; ticketTypeId?: number | null; paid: boolean }): Promise<boolean> {
      if (db.kind !== 'postgres') return (await claim(q, { ...r, state: r.paid ? 'kept' : 'held', confirmedOver: 0 })).granted;
      return repo.claimSeatAndCommit(q, { ...r, state: r.paid ? 'kept' : 'held', now: clock.now() });
    },

    /** Seats of a ticket type held or kept now (its seats left are its count less these). */
    typeSeatsTaken: (ticketTypeId: number) => repo.typeSeatsTaken(db, ticketTypeId),

    /** Whether the event is full for this person (read without the lock): a register refused early. */
    looksFull: (eventId: number, userId: number) => repo.looksFull(db, eventId, userId, clock.now()),

    /**
     * A place given by staff (pay later, a payment received offline): the registration's own seat,
     * else a free one taken now under the event's lock. When none is free, `overBy` says how many
     * seats over capacity the event would be; the place is given only when staff confirmed at
     * least that many (`confirmedOver`), and then it counts like any other seat.
     */
    giveByStaff: (q: Queryable, r: { eventId: number; registrationId: number; userId: number; ticketTypeId?: number | null; confirmedOver: number }) =>
      claim(q, { ...r, state: 'kept' }),

    /**
     * A staff transfer's seat at the new event: held or kept as the registration's payment stands,
     * beyond capacity only when staff confirmed the overshoot (as giveByStaff).
     */
    moveByStaff: (q: Queryable, r: { eventId: number; registrationId: number; userId: number; paid: boolean; confirmedOver: number }) =>
      claim(q, { ...r, state: r.paid ? 'kept' : 'held' }),

    /** How many seats over capacity another event would be with one more place for this person (0 while one is free). */
    async overByAt(q: Queryable, eventId: number, userId: number): Promise<number> {
      const now = clock.now();
      if ((await repo.findLivePlace(q, eventId, userId, now))?.state === 'offered') return 0;
      return overBy(await repo.countSeats(q, eventId, now));
    },

    /** What the registration holds of its event's seats, and how far over capacity a place for it would go. */
    async seatOf(q: Queryable, r: { eventId: number; registrationId: number; userId: number }): Promise<SeatOf> {
      const now = clock.now();
      const hold = await repo.findHold(q, r.registrationId);
      const c = await repo.countSeats(q, r.eventId, now);
      const live = hold && hold.state !== 'over';
      const ownOffer = (await repo.findLivePlace(q, r.eventId, r.userId, now))?.state === 'offered';
      return { state: hold?.state ?? 'none', capacity: c.capacity, taken: c.taken + c.offered, overBy: live || ownOffer ? 0 : overBy(c) };
    },

    /**
     * A confirmed payment (PaymentTarget.onPaid): the held seat is kept. A late payment for a
     * registration whose seat was released takes a free one, or is marked over capacity for staff.
     */
    async keep(q: Queryable, r: { eventId: number; registrationId: number }): Promise<repo.HoldState> {
      // The usual case, a payment for the seat its registration holds, in one statement.
      if (await repo.keepLiveHold(q, r.registrationId)) return 'kept';
      const hold = await repo.findHold(q, r.registrationId);
      if (hold?.state === 'over') return 'over';
      if (!hold) {
        await repo.lockEventSeats(q, r.eventId);
        const c = await repo.countSeats(q, r.eventId, clock.now());
        if (c.capacity !== null && c.taken + c.offered >= c.capacity) {
          await repo.saveHold(q, r.registrationId, r.eventId, 'over');
          return 'over';
        }
      }
      await repo.saveHold(q, r.registrationId, r.eventId, 'kept');
      return 'kept';
    },

    /** The payment failed or was closed unpaid, or the registration was cancelled: its seat goes to the next in line. */
    async release(q: Queryable, r: { eventId: number; registrationId: number }): Promise<void> {
      const hold = await repo.findHold(q, r.registrationId);
      if (!hold) return;
      await repo.lockEventSeats(q, r.eventId);
      await repo.deleteHold(q, r.registrationId);
      if (hold.state !== 'over') await offerFreeSeats(q, r.eventId, clock.now());
    },

    /**
     * Joins a full event's waiting list (the caller checked that the event takes registrations).
     * Without the event's lock (docs/decisions/seats.md, "One short statement"): a join only adds a
     * waiting row (one live place per person, by its unique index), so it need not queue behind the
     * registrations; a seat freed at the same moment reaches the newcomer through the periodic
     * offer job if the release did not see the new place.
     */
    async join(userId: number, eventId: number): Promise<SeatStatus> {
      const now = clock.now();
      // The checks read in one statement, and the answer built from them and the new row: a burst
      // of devotees told "full" mostly joins the list, so each query saved here counts.
      const facts = await repo.joinFacts(db, eventId, userId, now);
      if (facts.has_seat) throw refused('already_registered', SEAT_MESSAGES.alreadyRegistered, 409);
      const mayJoin = !facts.closed && freeSeats(facts) <= 0;
      // Most callers are new to the list: their row is added at once (the unique index keeps one
      // live place a person, so someone already on it adds nothing and is read below).
      let place = mayJoin ? await repo.joinList(db, eventId, userId) : undefined;
      if (!place) {
        place = await repo.findLivePlace(db, eventId, userId, now);
        // Another call of the same person joined at the same instant: read their place as it is.
        if (!place && mayJoin) return status(db, eventId, userId);
        // Staff closed the list: nobody new joins (those on it keep their places).
        if (!place && facts.closed) throw refusedWithCode(409, WAITLIST_CODES.closed, WAITLIST_MESSAGES.closed);
        if (!place) throw refused('waitlist_event_not_full', SEAT_MESSAGES.notFull, 409);
      }
      return statusOf(db, eventId, facts, place);
    },

    /** Leaves the list; a seat offered to the caller goes to the next person. */
    async leave(userId: number, eventId: number): Promise<SeatStatus> {
      return db.tx(async (q) => {
        await repo.lockEventSeats(q, eventId);
        const now = clock.now();
        const place = await repo.findLivePlace(q, eventId, userId, now);
        if (!place) throw notFound('waitlist_not_on_list', SEAT_MESSAGES.notOnList);
        await repo.setPlaceState(q, place.id, 'left');
        if (place.state === 'offered') await offerFreeSeats(q, eventId, now);
        return status(q, eventId, userId);
      });
    },

    /**
     * The periodic job: offers that ran out lapse and their seats go to the next people; seats
     * freed otherwise (a capacity raised by staff) are offered too. Returns the offers made.
     */
    async moveOffers(): Promise<number> {
      const now = clock.now();
      const events = await db.tx(async (q) => {
        await repo.expireOffers(q, now);
        return repo.eventsWithWaiting(q);
      });
      let offers = 0;
      for (const eventId of events) {
        offers += await db.tx(async (q) => {
          await repo.lockEventSeats(q, eventId);
          return offerFreeSeats(q, eventId, now);
        });
      }
      return offers;
    },

    /**
     * Staff's "offer the next seat now" (under the event's lock, taken here): a free seat goes to
     * the first person waiting. Refused when nobody waits or no seat is free.
     */
    async offerNextSeat(q: Queryable, eventId: number): Promise<repo.WaitingRow> {
      await repo.lockEventSeats(q, eventId);
      const now = clock.now();
      const [next] = await repo.nextWaiting(q, eventId, 1);
      if (!next) throw refusedWithCode(409, WAITLIST_CODES.nobodyWaiting, WAITLIST_MESSAGES.nobodyWaiting);
      if (freeSeats(await repo.countSeats(q, eventId, now)) <= 0) throw refusedWithCode(409, WAITLIST_CODES.noFreeSeat, WAITLIST_MESSAGES.noFreeSeat);
      await offerPlace(q, next, now, new Date(now.getTime() + offerMs));
      return next;
    },

    /**
     * Staff's "offer a seat" to one chosen person (the waiting list's bulk bar): a free seat goes to
     * this place, in the order staff chose (under the event's lock, taken here). Refused when the
     * person no longer waits or no seat is free, with the same words as the next-in-line offer.
     */
    async offerSeatTo(q: Queryable, eventId: number, placeId: number): Promise<void> {
      await repo.lockEventSeats(q, eventId);
      const now = clock.now();
      const place = await repo.waitingPlace(q, placeId);
      if (!place || place.event_id !== eventId || place.state !== 'waiting') throw refusedWithCode(409, WAITLIST_CODES.notWaiting, WAITLIST_MESSAGES.notWaiting);
      if (freeSeats(await repo.countSeats(q, eventId, now)) <= 0) throw refusedWithCode(409, WAITLIST_CODES.noFreeSeat, WAITLIST_MESSAGES.noFreeSeat);
      await offerPlace(q, { ...place, state: 'waiting' }, now, new Date(now.getTime() + offerMs));
    },

    /** After staff took an offered person off the list: the seat goes to the next (caller holds the lock). */
    passOnFreeSeats: (q: Queryable, eventId: number) => offerFreeSeats(q, eventId, clock.now()),

    /** A cancelled event: no seat and no place on its list remain. */
    async clearEvent(q: Queryable, eventId: number): Promise<void> {
      await repo.lockEventSeats(q, eventId);
      await repo.deleteEventHolds(q, eventId);
      await repo.clearEventList(q, eventId);
    },
  };
}

export type SeatsService = ReturnType<typeof createSeatsService>;

export interface SeatOf {
  state: repo.HoldState | 'none';
  capacity: number | null;
  /** Seats held, kept or offered now. */
  taken: number;
  /** Seats over capacity the event would be if this registration were given a place now. */
  overBy: number;
}
