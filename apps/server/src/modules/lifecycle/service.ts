import { MESSAGES } from '@portal/contract/messages';
import type { CancelEventBody, EventCancelResult, EventLifecycleResult } from '@portal/contract/lifecycle-calls';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { daytime, istToday, systemClock } from '../../lib/clock.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { Actor, AdminRegistrationsService } from '../registrations/index.ts';
import type { SeatsService } from '../seats/index.ts';
import * as repo from './repository.ts';

/**
 * Events move by their dates in the foundation's time zone (Asia/Kolkata): not started → ongoing
 * on the start date → completed after the end date. The lists (Current / History), 'Give
 * FeedBack', the forced feedback after login and Pay Now all read the status this sets. Staff's
 * cancel is the other status move; this module is the only writer of `events.status`.
 */
export function createLifecycleService(deps: AppDeps, { messages, registrations, seats }: { messages: MessagesService; registrations: AdminRegistrationsService; seats: SeatsService }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  /** Feedback requests to those who came to the events just completed (lib/attendance.ts). */
  async function askFeedback(q: Queryable, moved: repo.MovedEvent[]): Promise<number> {
    const completed = moved.filter((m) => m.status === 'completed').map((m) => m.id);
    const sendAt = daytime(clock);
    let queued = 0;
    for (const r of completed.length ? await repo.feedbackDue(q, completed) : []) {
      queued += await messages.queueMessage(q, {
        kind: 'feedback-request',
        userId: r.user_id,
        subject: `registration:${r.registration_id}`,
        registrationId: r.registration_id,
        sendAt,
      });
    }
    return queued;
  }

  /** One event's status set from its dates, in the caller's transaction; what moved (nothing or the event). */
  async function followDates(q: Queryable, id: number): Promise<repo.MovedEvent | undefined> {
    const moved = await repo.advanceEvents(q, istToday(clock), id);
    await askFeedback(q, moved);
    return moved[0];
  }

  return {
    /** Moves every event that is due; asks those who came to completed events for feedback. */
    async advance(): Promise<{ ongoing: number[]; completed: number[] }> {
      const today = istToday(clock);
      return db.tx(async (q) => {
        const moved = await repo.advanceEvents(q, today);
        await askFeedback(q, moved);
        const ids = (status: repo.MovedEvent['status']) => moved.filter((m) => m.status === status).map((m) => m.id);
        return { ongoing: ids('ongoing'), completed: ids('completed') };
      });
    },

    /**
     * Editing an event's dates re-evaluates its status in the same transaction (content's event
     * form calls this), so the lists, Pay Now and feedback follow the new dates at once rather
     * than at the next job run.
     */
    followDates,

    /**
     * "Run lifecycle now" on the event's page: the job's rule applied to this event at once,
     * audited with the status before and after.
     */
    async runNow(actor: Actor, id: number): Promise<EventLifecycleResult> {
      const result = await db.tx(async (q) => {
        const event = await repo.lockEvent(q, id);
        if (!event) throw notFound('event_not_found', MESSAGES.eventNotFound);
        const moved = await followDates(q, id);
        const outcome: EventLifecycleResult = { event_id: id, before: event.status, status: moved?.status ?? event.status };
        await recordAudit(q, { staffId: actor.id, action: 'run-lifecycle', entity: 'events', entityId: id, before: { status: outcome.before }, after: { status: outcome.status } });
        return outcome;
      });
      if (result.status !== result.before) await publicContentChanged(db);
      return result;
    },

    /**
     * Staff cancel an event, all in one transaction: its status, its registrations (cancelled as
     * one is in the registrations module: money paid becomes a refund due or is forfeit), its
     * seats and waiting list cleared, an 'event-cancelled' message to each registrant, audited.
     */
    async cancel(actor: Actor, id: number, body: CancelEventBody): Promise<EventCancelResult> {
      const result = await db.tx(async (q) => {
        const event = await repo.lockEvent(q, id);
        if (!event) throw notFound('event_not_found', MESSAGES.eventNotFound);
        if (event.status === 'cancelled') throw refused('event_already_cancelled', MESSAGES.eventAlreadyCancelled);
        if (event.status === 'completed') throw refused('event_completed_no_cancel', MESSAGES.eventCompletedNoCancel);
        const cancelled = await registrations.cancelEventRegistrations(q, actor, id, body);
        await repo.markCancelled(q, id);
        await seats.clearEvent(q, id);
        let queued = 0;
        for (const r of cancelled) {
          queued += await messages.queueMessage(q, { kind: 'event-cancelled', userId: r.user_id, subject: `registration:${r.id}`, registrationId: r.id });
        }
        const outcome = { event_id: id, registrations: cancelled.length, paid: cancelled.filter((r) => r.paid).length, messages: queued };
        await recordAudit(q, {
          staffId: actor.id,
          action: 'cancel',
          entity: 'events',
          entityId: id,
          before: { status: event.status },
          after: { status: 'cancelled', reason: body.reason, paid_money: body.paid_money ?? null, ...outcome },
        });
        return outcome;
      });
      // The public lists show upcoming events only: their caches empty.
      await publicContentChanged(db);
      return result;
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
