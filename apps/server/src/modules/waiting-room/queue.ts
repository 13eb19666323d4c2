import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import type { RoomRow } from './repository.ts';

/**
 * Where the queue lives: Redis when the processes share one (a sorted set and a hash changed by one
 * Lua script, atomic), otherwise PostgreSQL/PGlite (an entries table and single UPDATEs of the
 * room's row). Both answer the same: the caller's rank (0 = first), how many are admitted
 * (whole), how many took a place.
 */
export interface QueueAnswer {
  rank: number;
  admitted: number;
  joined: number;
}

export interface Queue {
  /** Takes a place when the caller has none, admits by the rate since the last tick, answers the rank. */
  enter(room: RoomRow, userId: number, drawn: number | null, now: Date): Promise<QueueAnswer>;
  counters(room: RoomRow): Promise<{ admitted: number; joined: number }>;
}

export function sqlQueue(db: Db): Queue {
  return {
    async enter(room, userId, drawn, now) {
      const eventId = room.event_id;
      let score = await repo.entryScore(db, eventId, userId);
      if (score === undefined) score = (await repo.addEntry(db, eventId, userId, drawn, now)) ?? (await repo.entryScore(db, eventId, userId)) ?? 0;
      const c = (await repo.tick(db, eventId, now)) ?? (await repo.counters(db, eventId)) ?? { admitted: 0, joined: 0 };
      return { rank: await repo.rankOf(db, eventId, Number(score)), admitted: Math.floor(Number(c.admitted)), joined: Number(c.joined) };
    },
    async counters(room) {
      const c = await repo.counters(db, room.event_id);
      return { admitted: Math.floor(Number(c?.admitted ?? 0)), joined: Number(c?.joined ?? 0) };
    },
  };
}

// KEYS: the sorted set (member: user id, score: place) and the counters' hash.
// ARGV: user id, drawn score ('' after the opening), now (ms), opening (ms), rate (a second).
const ENTER = `
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score then
  local n = redis.call('HINCRBY', KEYS[2], 'joined', 1)
  if ARGV[2] ~= '' then score = ARGV[2] else score = tostring(n) end
  redis.call('ZADD', KEYS[1], score, ARGV[1])
end
local joined = tonumber(redis.call('HGET', KEYS[2], 'joined') or '0')
local admitted = tonumber(redis.call('HGET', KEYS[2], 'admitted') or '0')
local now = tonumber(ARGV[3])
local opens = tonumber(ARGV[4])
if now > opens then
  local from = math.max(tonumber(redis.call('HGET', KEYS[2], 'ticked') or '0'), opens)
  if now > from then
    admitted = math.min(joined, admitted + tonumber(ARGV[5]) * (now - from) / 1000)
    redis.call('HSET', KEYS[2], 'admitted', tostring(admitted), 'ticked', tostring(now))
  end
end
-- A room's keys go a week after its last visitor.
redis.call('EXPIRE', KEYS[1], 604800)
redis.call('EXPIRE', KEYS[2], 604800)
return {redis.call('ZRANK', KEYS[1], ARGV[1]), tostring(math.floor(admitted)), joined}
`;

// The room's seed is in the keys: a database made afresh (tests, a restored backup) reuses event
// ids, never a seed.
const keysOf = (room: RoomRow) => [`portal:wr:${room.event_id}:${room.seed}:queue`, `portal:wr:${room.event_id}:${room.seed}:counters`];

const ENTER_SHA = createHash('sha1').update(ENTER).digest('hex');

export function redisQueue(redis: Redis): Queue {
  return {
    async enter(room, userId, drawn, now) {
      const args = [2, ...keysOf(room), String(userId), drawn === null ? '' : String(drawn), String(now.getTime()), String(room.opens_at.getTime()), String(room.rate)] as const;
      // A poll is one call carrying the script's hash; the script itself is sent only when Redis
      // does not know it yet (after a restart or SCRIPT FLUSH).
      const answer = await redis.evalsha(ENTER_SHA, ...args).catch((err: unknown) => {
        if (err instanceof Error && err.message.includes('NOSCRIPT')) return redis.eval(ENTER, ...args);
        throw err;
      });
      const [rank, admitted, joined] = answer as [number, string, number];
      return { rank: Number(rank), admitted: Number(admitted), joined: Number(joined) };
    },
    async counters(room) {
      const [admitted, joined] = await redis.hmget(keysOf(room)[1]!, 'admitted', 'joined');
      return { admitted: Math.floor(Number(admitted ?? 0)), joined: Number(joined ?? 0) };
    },
  };
}
