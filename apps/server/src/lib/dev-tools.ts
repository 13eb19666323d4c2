import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import type { Config } from '../config.ts';

/**
 * Who may use the development tools (the outbox that shows every reset code, the sandbox
 * gateway's pages). They are never registered in production; elsewhere they answer:
 * - a request from this machine: the socket's own address is loopback, no proxy is configured
 *   (TRUST_PROXY=0) and the request carries no forwarding header. A proxy on the same machine
 *   makes every visitor look local, so any sign of one refuses (X-Forwarded-For, Forwarded,
 *   X-Real-IP, True-Client-IP, CF-Connecting-IP, X-Client-IP); such a header can only refuse,
 *   never admit.
 * - a request that sends DEV_TOOLS_TOKEN as X-Dev-Tools-Token (a staging site).
 */
export const DEV_TOOLS_TOKEN_HEADER = 'x-dev-tools-token';

export function devToolsAllowed(req: FastifyRequest, config: Config): boolean {
  if (config.isProduction) return false;
  return fromThisMachine(req, config) || hasDevToolsToken(req, config.DEV_TOOLS_TOKEN);
}

/** An onRequest hook for the development tools' routes: 403 for anyone else. */
export function devToolsOnly(config: Config) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (devToolsAllowed(req, config)) return;
    req.log.warn({ remoteAddress: req.socket.remoteAddress }, 'development tools refused');
    return reply.code(403).send({ success: 0, code: 'dev_tools_local_only', message: MESSAGES.devToolsLocalOnly });
  };
}

/**
 * Headers by which a proxy or a CDN names the client. Any of them means the request passed
 * through one, so its loopback socket address says nothing about who sent it.
 */
export const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip'] as const;

function fromThisMachine(req: FastifyRequest, config: Config): boolean {
  if (config.TRUST_PROXY > 0) return false;
  if (CLIENT_ADDRESS_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return isLoopback(req.socket.remoteAddress);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function hasDevToolsToken(req: FastifyRequest, token: string | undefined): boolean {
  const sent = req.headers[DEV_TOOLS_TOKEN_HEADER];
  if (!token || typeof sent !== 'string') return false;
  // Compared as digests of equal length, in constant time.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
