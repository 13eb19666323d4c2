import { IST_OFFSET_MS, todayIso } from '@portal/contract/fields';

/**
 * The one clock that date rules read (event lifecycle, reminders, message retries). The server
 * uses the system clock; a test builds its app with a clock it sets, so tests running side by
 * side never share or move one another's time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand. */
export function testClock(start: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set(next) {
      at = new Date(next);
    },
    advance(ms) {
      at = new Date(at.getTime() + ms);
    },
  };
}

/** The foundation's calendar date (Asia/Kolkata) at the clock's time, YYYY-MM-DD. */
export function istToday(clock: Clock): string {
  return todayIso(clock.now());
}

/** A calendar date moved by whole days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addIsoDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The time a notice that is not urgent may go out: now, or 09:00 in India when it is earlier in
 * the day, so that a job running after midnight does not wake anyone with an SMS.
 */
export function daytime(clock: Clock): Date {
  const now = clock.now();
  const nine = new Date(Date.parse(`${istToday(clock)}T09:00:00Z`) - IST_OFFSET_MS);
  return now < nine ? nine : now;
}
