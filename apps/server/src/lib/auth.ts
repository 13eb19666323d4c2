import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { sessionInvalid } from './errors.ts';

/**
 * Bearer sessions. The token is 256 random bits given to the browser once; the database keeps
 * only its SHA-256, so logout and password reset end a session for real.
 */
export interface AuthUser {
  id: number;
  name: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (or `app.optionalUser`) for routes that need a session. */
    user?: AuthUser;
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest) => Promise<void>;
    optionalUser: (req: FastifyRequest) => Promise<void>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(q: Queryable, userId: number, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, hashToken(token), days],
  );
  return token;
}

export async function endSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [sessionId]);
}

export async function endAllSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [userId]);
}

/** Ends every session of the user but the one making the request. */
export async function endOtherSessions(q: Queryable, userId: number, keepSessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND id <> $2 AND ended_at IS NULL', [
    userId,
    keepSessionId,
  ]);
}

/** The bearer token of the request, when it has a well-formed one. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

async function findSession(q: Queryable, token: string): Promise<AuthUser | undefined> {
  const row = await q.one<{ session_id: number; user_id: number; name: string }>(
    `SELECT s.id AS session_id, u.id AS user_id, u.name
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.ended_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return row && { id: row.user_id, name: row.name, sessionId: row.session_id };
}

export function registerAuth(app: FastifyInstance, q: Queryable) {
  app.decorateRequest('user', undefined);
  app.decorate('requireUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    const user = token ? await findSession(q, token) : undefined;
    if (!user) throw sessionInvalid();
    req.user = user;
  });
  app.decorate('optionalUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (token) req.user = await findSession(q, token);
  });
}
