import { createHmac } from 'node:crypto';

/**
 * The place of a devotee who came before the opening: a number in [0, 1) drawn from the room's
 * seed and the account, so coming earlier or asking again changes nothing (no advantage to a bot
 * refreshing early) and the same seed gives the same order (tests). Sorting by it is a seeded
 * shuffle of the early arrivals; those who come after the opening get their arrival number (from
 * 1), so they stand after every early arrival, first come first served.
 */
export function drawnScore(seed: string, userId: number): number {
  const digest = createHmac('sha256', seed).update(String(userId)).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}
