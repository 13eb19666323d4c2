import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { API_PREFIX, type CallDef } from '@portal/contract/call';
import { CALL_GROUPS, calls } from '@portal/contract/calls';
import { useTestApp } from '../test/harness.ts';
import { checkResponse, responseSerializer, route, validatorCompiler } from './calls.ts';
import { AppError } from './errors.ts';

/**
 * The call table (packages/contract/src/calls.ts) is the whole API: the server registers
 * nothing else under /api, the OpenAPI document lists every call with its schemas, and an
 * answer with a field its schema does not declare is refused while testing and stripped in
 * production.
 */
// Every gateway configured, so every return address of the table is served.
const ctx = useTestApp({
  WORLDLINE_MERCHANT_ID: 'T1',
  WORLDLINE_SALT: 'salt',
  CCAVENUE_MERCHANT_ID: 'M1',
  CCAVENUE_ACCESS_CODE: 'AC1',
  CCAVENUE_WORKING_KEY: '0123456789abcdef0123456789abcdef',
});

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const isDocsRoute = (url: string) => url === `${API_PREFIX}/docs` || url.startsWith(`${API_PREFIX}/docs/`);

describe('the OpenAPI document', () => {
  it('is served at /api/docs/json as OpenAPI 3 with every call, its request and its response schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    for (const [name, c] of Object.entries(calls) as Array<[string, CallDef]>) {
      const op = doc.paths[`${API_PREFIX}${openApiPath(c.path)}`]?.[c.method.toLowerCase()];
      expect(op, `${name} ${c.method} ${c.path}`).toBeDefined();
      expect(op.summary).toBe(c.summary);
      if (c.params) expect(op.parameters.filter((p: { in: string }) => p.in === 'path').length, name).toBeGreaterThan(0);
      if (c.query) expect(op.parameters.some((p: { in: string }) => p.in === 'query'), name).toBe(true);
      if (c.body) {
        const types = Object.keys(op.requestBody.content);
        expect(types, name).toContain(c.multipart ? 'multipart/form-data' : 'application/json');
        expect(Object.values(op.requestBody.content as Record<string, { schema: object }>)[0]!.schema, name).toBeTruthy();
      }
      if (c.response) {
        const schema = op.responses['200'].content['application/json'].schema;
        expect(schema.type ?? schema.anyOf ?? schema.$ref, name).toBeTruthy();
      } else {
        expect(op.responses[c.produces === 'redirect' ? '303' : '200'], name).toBeDefined();
      }
      if (c.auth === 'session') expect(op.security, name).toEqual([{ bearer: [] }]);
    }
  });

  it('names the response fields, so a column not in the schema cannot be documented by accident', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json();
    const profile = doc.paths[`${API_PREFIX}/profile/detail`].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(profile.properties.data.properties)).toContain('pan_number');
    expect(Object.keys(profile.properties.data.properties)).not.toContain('password_hash');
  });

  it('has a browsable page at /api/docs whose scripts are files (the site CSP stays as it is)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const init = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/static/swagger-initializer.js` });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    const bare = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs` });
    expect([200, 302]).toContain(bare.statusCode);
  });
});

describe('the routes under /api', () => {
  it('are exactly the calls of the table, each in the document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json();
    const served = ctx.app.routeTable.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !isDocsRoute(r.url));
    const table = new Set((Object.values(calls) as CallDef[]).map((c) => `${c.method} ${API_PREFIX}${c.path}`));
    for (const r of served) {
      expect(r.inCallTable, `${r.method} ${r.url}`).toBe(true);
      expect(table.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
      expect(doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeDefined();
    }
    // And the other way: every call of the table is served (the dev and sandbox calls outside production).
    const servedKeys = new Set(served.map((r) => `${r.method} ${r.url}`));
    for (const key of table) expect(servedKeys.has(key), key).toBe(true);
  });

  it('map a bad parameter to the envelope and the field message, as before', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/wisdom/abc` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: 0, code: 'invalid_input', message: 'id: Please enter Valid Number', errors: { id: 'Please enter Valid Number' } });
  });
});

// ---------------------------------------------------------------- an extra field, module by module

/** A valid answer of one call of each module, plus an internal column that must not leave the server. */
const profile = {
  id: 1, salut: 'Mr.', name: 'A', email: 'a@example.org', mobile: '9876543210', dial_code: '91', dob: '', gender: '',
  marital_status: 'Married', country_id: 1, state_id: null, city_id: null, picture: '', street_address: 'x', pincode: '600001',
  education: '', profession: 'Artist', profession_detail: '', company_name: '', whatsapp_number: '', know_matangi: 'Other',
  friend_name: '', friend_mobile: '', know_other: 'x', pan_number: '', profile_status: 0,
};
const media = { id: 1, kind: 'video', title: 'T', image: '/i.webp', media: '', media_time: '', published_on: '2026-01-01' };
const row = {
  id: 1, event_name: 'E', participant_name: 'P', event_date: '2026-01-01', event_address: 'A', event_status: 'notstarted',
  currency: 'INR', total: 10, payable: 10, pay_status: 'success', program_id: 1, feedback: 0, came: 1, feedback_form: 1,
};

const cases: Record<keyof typeof CALL_GROUPS, { call: CallDef; answer: (extra: object) => object; where: string }> = {
  accounts: { call: calls.profileDetail, answer: (x) => ({ success: 1, data: { ...profile, ...x } }), where: 'data' },
  catalog: { call: calls.projectList, answer: (x) => ({ success: 1, data: [{ id: 1, name: 'P', image: '', banner: '', link: '', ...x }] }), where: 'data[0]' },
  gallery: { call: calls.galleryTagList, answer: (x) => ({ success: 1, data: [{ id: 1, album_tag: 'T', ...x }] }), where: 'data[0]' },
  media: { call: calls.videoList, answer: (x) => ({ success: 1, data: [{ ...media, ...x }] }), where: 'data[0]' },
  favourites: { call: calls.wishList, answer: (x) => ({ success: 1, wishmedia: [1], wishevent: [], ...x }), where: '' },
  registrations: { call: calls.currentList, answer: (x) => ({ success: 1, data: [{ ...row, ...x }] }), where: 'data[0]' },
  payments: { call: calls.paymentResponse, answer: (x) => ({ success: 1, message: 'm', txn_id: 'T1', result_path: '/payment/T1', ...x }), where: '' },
  donations: { call: calls.mandirPaylink, answer: (x) => ({ success: 1, data: { payment_link: '', fcra_account: false, ...x } }), where: 'data' },
  contact: { call: calls.contactInfo, answer: (x) => ({ success: 1, data: { name: 'F', phone: '1', email: 'f@example.org', address: 'A', ...x } }), where: 'data' },
  'program-forms': { call: calls.transList, answer: (x) => ({ success: 1, data: [{ trans_word: 'w', trans_en: 'w', trans_ta: 'w', ...x }] }), where: 'data[0]' },
  health: { call: calls.health, answer: (x) => ({ success: 1, status: 'ok', database: 'pglite', ...x }), where: '' },
};

const INTERNAL = { password_hash: '$argon2id$secret' };

/** A small app with one route of the call, answering `answer`, checked strictly or leniently. */
async function appWith(call: CallDef, answer: object, strict: boolean, log: FastifyBaseLogger) {
  const app: FastifyInstance = Fastify({ logger: false });
  app.decorate('requireUser', async () => undefined);
  app.decorate('optionalUser', async () => undefined);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict, log }));
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof AppError) return reply.code(err.statusCode).send({ success: 0, message: err.message });
    return reply.code(500).send({ success: 0, message: 'Something went wrong' });
  });
  await app.register(async (api) => route(api, call, async () => answer as never), { prefix: API_PREFIX });
  await app.ready();
  return app;
}

function inject(app: FastifyInstance, call: CallDef) {
  const url = `${API_PREFIX}${call.path}`;
  return app.inject({ method: call.method, url, payload: call.method === 'POST' ? { program_id: 1, token: 'T0123' } : undefined });
}

describe.each(Object.entries(cases))('a %s answer with an internal column', (_module, { call, answer, where }) => {
  const silent = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;

  it('is sent as declared when it has no extra field', async () => {
    const app = await appWith(call, answer({}), true, silent());
    const res = await inject(app, call);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer({}));
    await app.close();
  });

  it('fails while testing (strict): the mismatch is a server fault, not a silent leak', async () => {
    const app = await appWith(call, answer(INTERNAL), true, silent());
    const res = await inject(app, call);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('argon2id');
    await app.close();
  });

  it('is stripped to the schema in production, and the mismatch is logged', async () => {
    const log = silent();
    const app = await appWith(call, answer(INTERNAL), false, log);
    const res = await inject(app, call);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('password_hash');
    expect(res.json()).toEqual(answer({}));
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ problems: [`${where ? `${where}.` : ''}password_hash: not in the schema`] }),
      'response does not match its schema',
    );
    await app.close();
  });
});

describe('checkResponse (also used when the catalog cache is filled)', () => {
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

  it('refuses a missing field when strict and keeps what the schema declares otherwise', () => {
    const bad = { success: 1, data: [{ id: 1, name: 'P', image: '', banner: '', internal: 1 }] };
    expect(() => checkResponse(calls.projectList.response, bad, 'GET /project/list', { strict: true, log })).toThrow(/data\.0\.link/);
    expect(checkResponse(calls.projectList.response, bad, 'GET /project/list', { strict: false, log })).toEqual({
      success: 1,
      data: [{ id: 1, name: 'P', image: '', banner: '' }],
    });
  });
});
