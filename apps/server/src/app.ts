import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import pino from 'pino';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@portal/contract/call';
import { LIMITS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from './app-deps.ts';
import type { Job } from './jobs.ts';
import { registerAuth } from './lib/auth.ts';
import { startCacheBus } from './lib/cache-bus.ts';
import { logRedisOutages } from './lib/redis.ts';
import { registerMetrics } from './lib/metrics.ts';
import { registerRequestLog } from './lib/request-log.ts';
import { SITE_HELMET, securityHeaders } from './lib/security-headers.ts';
import { COMPRESS_THRESHOLD } from './lib/public-cache.ts';
import { registerLanguage } from './lib/language.ts';
import { responseSerializer, validatorCompiler } from './lib/calls.ts';
import { AppError } from './lib/errors.ts';
import { refuseControlCharacters } from './lib/validate.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { registerModules } from './modules/index.ts';
import { buildServices } from './services.ts';
import { registerStaffAuth } from './modules/staff/index.ts';
import { registerWeb } from './web/serve-web.ts';
import { publicCatalogPaths } from './modules/catalog/index.ts';

export interface RouteInfo {
  method: string;
  url: string;
  /** True when the route needs a session (its call's auth is 'session'). */
  login: boolean;
  /** True when the route serves a call of the contract's table. */
  inCallTable: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteInfo[];
    /** The periodic jobs the modules contribute (main.ts starts them; tests run one by name). */
    jobs: Job[];
  }
}

/** Builds the whole server (API, files, SPA) without listening, so tests use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Steps the bench leaves out to measure their cost (BENCH_DISABLE; empty on a real site).
  const off = new Set(config.BENCH_DISABLE);
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-staff-csrf"]'], ...(config.isProduction ? { stream: asyncLogStream() } : {}) },
    // Only a known proxy may say who the client is; otherwise X-Forwarded-For would let anyone
    // pick the address that per-address limits count.
    trustProxy: config.TRUST_PROXY > 0 ? (_addr: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // Strings like "1e3" are not ids: keep bodies as sent and let zod decide.
    ajv: { customOptions: { coerceTypes: false } },
    // Every log line of a request carries its id (reqId); a proxy's X-Request-Id is kept when sane.
    requestIdHeader: false,
    // Fastify's two lines per request cost a third of a cached answer's time; lib/request-log.ts
    // writes one line per failed, slow or sampled request instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  if (off.size) app.log.warn({ off: [...off] }, 'BENCH_DISABLE: per-request protections are off (for npm run bench only)');
  if (!off.has('log')) registerRequestLog(app, config.LOG_SUCCESS_SAMPLE ?? (config.isProduction ? 0.05 : 1));
  // The id goes back on every answer, so a person reporting a fault can quote it.
  if (!off.has('hooks')) {
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      done();
    });
  }
  // Helmet's security headers on every answer, made once (lib/security-headers.ts).
  if (!off.has('helmet')) {
    const headers = securityHeaders(SITE_HELMET);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  }

  // Every route, so a test can check that everything under /api is a call of the contract's table.
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    const call = route.config?.call;
    for (const method of methods) routeTable.push({ method, url: route.url, login: call?.auth === 'session', inCallTable: !!call });
  });

  // Requests are checked and answers serialised with the contract's zod schemas (lib/calls.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: config.NODE_ENV === 'test', log: app.log }));
  await registerApiDocs(app, config.isProduction);

  app.setErrorHandler(errorHandler);
  // Depth before any recursion: the gate below and zod walk bodies recursively.
  registerJsonBody(app);
  // One gate for every route: no text with a control character (NUL above all, which PostgreSQL
  // cannot store) reaches a handler, whatever the route's schema says. Multipart fields are
  // read later, in readForm, which applies the same rule.
  // A callback hook, not an async one: it runs on every request, and a promise per hook shows.
  if (!off.has('hooks')) {
    app.addHook('preValidation', (req, _reply, done) => {
      try {
        refuseControlCharacters({ params: req.params, query: req.query, body: req.body });
        done();
      } catch (err) {
        done(err as Error);
      }
    });
  }
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
  });

  // Refuse (503) rather than queue more work when the event loop lags: an overloaded process
  // answers quickly that it is busy instead of answering everything late.
  const maxEventLoopDelay = config.MAX_EVENT_LOOP_DELAY_MS ?? (config.isProduction ? 1000 : 0);
  if (maxEventLoopDelay > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay,
      retryAfter: 5,
      pressureHandler: (_req, reply) => {
        void reply.code(503).header('retry-after', '5').send({ success: 0, code: 'server_busy', message: MESSAGES.serverBusy });
      },
    });
  }
  if (config.METRICS_TOKEN && !off.has('metrics')) registerMetrics(app, deps.db, config.METRICS_TOKEN);

  if (!off.has('compress')) await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 60, fieldSize: 64 * 1024 },
  });
  // Per-address ceiling on API calls only: pictures and scripts of one page view are many
  // requests and must never lock a visitor (or a whole carrier's shared address) out. Whether a
  // request is an API call is read from the route it matched, never from its raw path: the
  // router decodes '/%61pi/login' to the login route, which req.url would not show.
  if (!off.has('ratelimit')) await app.register(rateLimit, {
    global: true,
    max: config.API_RATE_LIMIT,
    timeWindow: '1 minute',
    allowList: (req) => config.NODE_ENV === 'test' || !isApiRoute(req),
    // With REDIS_URL the counts are shared by every process, so a limit of 10 is 10 in all. While
    // Redis is away a count cannot be taken and the request goes through: this is the general
    // ceiling; the login and code limits fall back to PostgreSQL instead (lib/throttle.ts).
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'portal:rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests }),
  });

  // Content changed through this process clears the public caches of the others too.
  const cacheBus = await startCacheBus(deps.db, { redis: deps.redis, databaseUrl: config.DATABASE_URL, log: app.log });
  app.addHook('onClose', () => cacheBus.close());
  if (deps.redis) {
    const stopLogging = logRedisOutages(deps.redis, app.log);
    app.addHook('onClose', async () => stopLogging());
  }

  registerAuth(app, deps.db);
  registerStaffAuth(app, deps.db);
  registerLanguage(app, !off.has('hooks'));
  app.decorate('jobs', await registerModules(app, deps, buildServices(deps)));
  await registerWeb(app, deps, publicCatalogPaths);
  return app;
}

/**
 * Production log lines go to stdout asynchronously (pino's sonic-boom, flushed at exit), so a
 * request never waits for a write to the terminal or a log collector's pipe. One per process.
 */
let logStream: ReturnType<typeof pino.destination> | undefined;
function asyncLogStream() {
  logStream ??= pino.destination({ dest: 1, sync: false });
  return logStream;
}

/** Request ids a proxy may pass on: short, and nothing a log reader could be fooled by. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** True when the request matched a route under /api (whatever spelling of the path it used). */
export function isApiRoute(req: FastifyRequest): boolean {
  return req.routeOptions.url?.startsWith(`${API_PREFIX}/`) ?? false;
}

/**
 * The OpenAPI 3 document of the call table at /api/docs/json and a browsable page at /api/docs
 * (its scripts are files, so the site's Content-Security-Policy applies unchanged). In production
 * it lists the public and devotee calls only: the back office's map (every staff call, its
 * parameters and roles) is no one else's business.
 */
async function registerApiDocs(app: FastifyInstance, publicCallsOnly: boolean) {
  const isStaffRoute = (url: string, auth: string | undefined) =>
    auth === 'staff' || auth === 'staffSetup' || url === `${API_PREFIX}/admin` || url.startsWith(`${API_PREFIX}/admin/`);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Matangi Foundation portal API', version: '1' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (doc) => {
      if (publicCallsOnly && isStaffRoute(doc.url, doc.route.config?.call?.auth)) return { schema: { ...doc.schema, hide: true }, url: doc.url };
      // A multipart body is shown as one; the handler reads it (files stream).
      const { multipartBody, ...schema } = doc.schema ?? {};
      const withBody = multipartBody ? { ...schema, body: multipartBody, consumes: ['multipart/form-data', 'application/json'] } : schema;
      return jsonSchemaTransform({ ...doc, schema: withBody } as typeof doc);
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, uiConfig: { docExpansion: 'list' } });
}

/** The one place errors become the envelope; details of server faults never leave the server. */
function errorHandler(this: FastifyInstance, err: FastifyError | AppError, req: { log: FastifyInstance['log']; id: string }, reply: import('fastify').FastifyReply) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
    return reply.code(err.statusCode).send({ success: err.success, code: err.code, message: err.message, errors: err.errors });
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({ success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests });
  }
  if (status === 413 || (err as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send({ success: 0, code: 'file_too_large', message: MESSAGES.fileTooLarge });
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, and similar faults of the request itself.
    return reply.code(status).send({ success: 0, code: 'invalid_request', message: MESSAGES.invalidRequest });
  }
  if (isEncodingError(err)) {
    // Text the database cannot store (a NUL that slipped past the gate): the request's fault.
    req.log.warn({ err }, 'text the database cannot store');
    return reply.code(400).send({ success: 0, code: 'invalid_request', message: MESSAGES.invalidRequest });
  }
  req.log.error({ err }, 'request failed');
  return reply.code(500).send({ success: 0, code: 'server_error', message: MESSAGES.serverError, request_id: req.id });
}

/**
 * PostgreSQL's (and PGlite's) refusals of text it cannot store: 22021 "invalid byte sequence for
 * encoding UTF8: 0x00" and 22P05 "unsupported Unicode escape sequence" (\u0000 in JSON).
 */
const ENCODING_ERRORS = new Set(['22021', '22P05']);
function isEncodingError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && ENCODING_ERRORS.has(code);
}
