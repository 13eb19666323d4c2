import type { AppDeps } from '../../app-deps.ts';
import { daytime, istToday, systemClock } from '../../lib/clock.ts';
import { createMessagesService } from '../messages/service.ts';
import * as repo from './repository.ts';

/**
 * Events move by their dates in the foundation's time zone (Asia/Kolkata): not started → ongoing
 * on the start date → completed after the end date. The lists (Current / History), 'Give
 * FeedBack', the forced feedback after login and Pay Now all read the status this sets.
 */
export function createLifecycleService(deps: AppDeps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const messages = createMessagesService(deps);

  return {
    /** Moves every event that is due; asks the participants of completed events for feedback. */
    async advance(): Promise<{ ongoing: number[]; completed: number[] }> {
      const today = istToday(clock);
      return db.tx(async (q) => {
        const moved = await repo.advanceEvents(q, today);
        const completed = moved.filter((m) => m.status === 'completed').map((m) => m.id);
        const sendAt = daytime(clock);
        for (const r of completed.length ? await repo.feedbackDue(q, completed) : []) {
          await messages.queueMessage(q, {
            kind: 'feedback-request',
            userId: r.user_id,
            subject: `registration:${r.registration_id}`,
            registrationId: r.registration_id,
            sendAt,
          });
        }
        return { ongoing: moved.filter((m) => m.status === 'ongoing').map((m) => m.id), completed };
      });
    },
  };
}
