import type { FastifyInstance, FastifyReply } from 'fastify';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import { accountConfig, type Config, type MerchantAccount } from '../../config.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { route } from '../../lib/calls.ts';
import { reportFromEncResp } from './gateways/ccavenue.ts';
import { TamperedResponse, type GatewayReport } from './gateways/gateway.ts';
import {
  decideSandboxTxn,
  findSandboxTxn,
  sandboxSecretFor,
  settleSandboxTxn,
  signedResponse,
  verifyResponse,
} from './gateways/sandbox.ts';
import { reportFromMsg } from './gateways/worldline.ts';
import * as repo from './repository.ts';
import { checkoutPage, postBackPage } from './sandbox-pages.ts';
import { devToolsOnly } from '../../lib/dev-tools.ts';
import { resultPath, type PaymentsService } from './service.ts';
import type { AdminPaymentsService } from './admin-service.ts';
import { adminPaymentRoutes } from './admin-routes.ts';

/**
 * Payments: the gateways' return URLs (sandbox, Worldline, CCAvenue), the result calls of the
 * result screens, the reconciler job, and the sandbox gateway's own pages (not in production).
 */
export default async function payments(
  app: FastifyInstance,
  deps: AppDeps,
  { payments: service, adminPayments }: { payments: PaymentsService; adminPayments: AdminPaymentsService },
) {
  const { config, db } = deps;
  const enabled = enabledGateways(config);
  const verified = (check: () => GatewayReport) => verifiedReport(app, check);
  adminPaymentRoutes(app, adminPayments);

  route(app, calls.paymentResult, async (req) => {
    return { success: 1, ...(await service.result(req.user!.id, req.params.txn)) };
  });

  // The checkout's answer, passed on by the page. With `msg` (Worldline's response handler) it is
  // verified, then confirmed by the status API; without it the server only asks the gateway again.
  route(app, calls.paymentResponse, async (req) => {
    const body = req.body;
    const attempt = await repo.findAttemptByTxn(db, body.token);
    if (!attempt || (req.user && attempt.user_id !== req.user.id)) throw notFound('payment_not_found', PAYMENT_MESSAGES.notFound);
    if (body.msg) {
      // Verified with the salt of the attempt's own account (domestic or FCRA), never the other's.
      const fcra = attempt.account === 'fcra';
      if (!(fcra ? enabled.fcraWorldline : enabled.worldline)) throw badRequest('payment_invalid_response', PAYMENT_MESSAGES.invalidResponse);
      const salt = accountConfig(config, attempt.account).WORLDLINE_SALT;
      const report = verified(() => reportFromMsg(body.msg!, salt, attempt.currency.trim()));
      if (report.txnId !== attempt.txn_id) throw badRequest('payment_invalid_response', PAYMENT_MESSAGES.invalidResponse);
      await service.confirm('worldline', report, 'browser', new Date(), attempt.account);
    } else {
      await service.refresh(attempt.txn_id, 'browser');
    }
    return { success: 1, message: PAYMENT_MESSAGES.found, txn_id: attempt.txn_id, result_path: resultPath(attempt.purpose, attempt.txn_id) };
  });

  if (enabled.worldline) registerWorldline(app, deps, service, 'domestic', true);
  if (enabled.ccavenue) registerCcavenue(app, deps, service, 'domestic', true);
  // The FCRA account's addresses are in the call table whatever is configured; they answer 404,
  // as an absent route would, unless the FCRA account uses that gateway (never a check with an empty key).
  registerWorldline(app, deps, service, 'fcra', enabled.fcraWorldline);
  registerCcavenue(app, deps, service, 'fcra', enabled.fcraCcavenue);
  if (enabled.ccavenue || enabled.fcraCcavenue) registerResultDecrypt(app, deps, service);
  if (enabled.sandbox) {
    await app.register(async (sandbox) => {
      // Outside production the simulator is a development tool: this machine, or a staging site's
      // DEV_TOOLS_TOKEN. In production it exists only where ALLOW_SANDBOX_PAYMENTS=1 says the site
      // is a staging copy (the start-up check refuses it otherwise).
      if (!config.isProduction) sandbox.addHook('onRequest', devToolsOnly(config));
      registerSandbox(sandbox, deps, service);
    });
  }

  const reconcile = { name: 'payments-reconcile', everySeconds: config.RECONCILE_INTERVAL_SECONDS, run: async () => void (await service.reconcileDue()) };
  return { jobs: config.RECONCILE_INTERVAL_SECONDS > 0 ? [reconcile] : [] };
}

/**
 * Which gateways' return URLs exist: only those whose keys are configured, so no route verifies
 * a response with an empty key. The sandbox's only when it is the provider (not in production)
 * or explicitly allowed (a staging site).
 */
export function enabledGateways(config: Config) {
  const fcra = config.FCRA_PAYMENT_PROVIDER;
  return {
    worldline: !!(config.WORLDLINE_MERCHANT_ID.trim() && config.WORLDLINE_SALT.trim()),
    ccavenue: !!(config.CCAVENUE_MERCHANT_ID.trim() && config.CCAVENUE_ACCESS_CODE.trim() && config.CCAVENUE_WORKING_KEY.trim()),
    sandbox: ((config.PAYMENT_PROVIDER === 'sandbox' || fcra === 'sandbox') && !config.isProduction) || config.ALLOW_SANDBOX_PAYMENTS === '1',
    // The FCRA account's return addresses exist only for its own configured gateway.
    fcraWorldline: fcra === 'worldline' && !!(config.FCRA_WORLDLINE_MERCHANT_ID.trim() && config.FCRA_WORLDLINE_SALT.trim()),
    fcraCcavenue:
      fcra === 'ccavenue' && !!(config.FCRA_CCAVENUE_MERCHANT_ID.trim() && config.FCRA_CCAVENUE_ACCESS_CODE.trim() && config.FCRA_CCAVENUE_WORKING_KEY.trim()),
    fcraSandbox: fcra === 'sandbox',
  };
}

type Service = PaymentsService;

/** After a gateway's return: the result screen, which shows what the server recorded. */
const toResult = (reply: FastifyReply, r: { purpose: 'registration' | 'donation'; txnId: string }) =>
  reply.redirect(resultPath(r.purpose, r.txnId), 303);

/** Each account's return address verifies with that account's salt, and confirms only that account's attempts. */
function registerWorldline(app: FastifyInstance, { config, db }: AppDeps, service: Service, account: MerchantAccount, on: boolean) {
  const salt = accountConfig(config, account).WORLDLINE_SALT;
  route(app, account === 'fcra' ? calls.worldlineFcraReturn : calls.worldlineReturn, async (req, reply) => {
    if (!on) throw notFound('worldline_account_off');
    const { msg } = req.body;
    const report = verifiedReport(app, () => reportFromMsg(msg, salt));
    const attempt = await repo.findAttemptByTxn(db, report.txnId);
    if (!attempt) throw notFound('payment_not_found', PAYMENT_MESSAGES.notFound);
    // The amount is read in the attempt's currency (Worldline's msg does not carry one).
    const again = reportFromMsg(msg, salt, attempt.currency.trim());
    return toResult(reply, await service.confirm('worldline', again, 'return', new Date(), account));
  });
}

function registerCcavenue(app: FastifyInstance, { config }: AppDeps, service: Service, account: MerchantAccount, on: boolean) {
  const verified = (check: () => GatewayReport) => verifiedReport(app, check);
  const key = accountConfig(config, account).CCAVENUE_WORKING_KEY;
  const addresses =
    account === 'fcra'
      ? ([[calls.ccavenueFcraReturn, 'return'], [calls.ccavenueFcraCancel, 'cancel']] as const)
      : ([[calls.ccavenueReturn, 'return'], [calls.ccavenueCancel, 'cancel']] as const);
  // CCAvenue posts encResp to the redirect URL (outcome) or the cancel URL (payer gave up).
  for (const [call, source] of addresses) {
    route(app, call, async (req, reply) => {
      if (!on) throw notFound('worldline_account_off');
      const report = verified(() => reportFromEncResp(req.body.encResp, key));
      return toResult(reply, await service.confirm('ccavenue', report, source, new Date(), account));
    });
  }
}

/**
 * The spec's call: the page the gateway landed on hands over the encrypted response. It carries no
 * account, so each configured account's key is tried; the one that decrypts it names the account,
 * and confirm() accepts it only for that account's attempts.
 */
function registerResultDecrypt(app: FastifyInstance, { config, db }: AppDeps, service: Service) {
  const enabled = enabledGateways(config);
  const accounts = ([['domestic', enabled.ccavenue], ['fcra', enabled.fcraCcavenue]] as const).filter(([, on]) => on).map(([a]) => a);
  route(app, calls.resultDecrypt, async (req) => {
    const { response_data } = req.body;
    let found: { report: GatewayReport; account: MerchantAccount } | undefined;
    for (const account of accounts) {
      try {
        found = { report: reportFromEncResp(response_data, accountConfig(config, account).CCAVENUE_WORKING_KEY), account };
        break;
      } catch (err) {
        if (!(err instanceof TamperedResponse)) throw err;
      }
    }
    if (!found) {
      app.log.warn('payment response failed verification');
      throw badRequest('payment_invalid_response', PAYMENT_MESSAGES.invalidResponse);
    }
    const attempt = await repo.findAttemptByTxn(db, found.report.txnId);
    if (!attempt || attempt.user_id !== req.user!.id) throw notFound('payment_not_found', PAYMENT_MESSAGES.notFound);
    await service.confirm('ccavenue', found.report, 'resultdecrypt', new Date(), found.account);
    return { success: 1, ...(await service.result(req.user!.id, attempt.txn_id)) };
  });
}

/** Verifies with an adapter's function; a bad signature or ciphertext is a 400 and changes nothing. */
function verifiedReport(app: FastifyInstance, check: () => GatewayReport): GatewayReport {
  try {
    return check();
  } catch (err) {
    if (err instanceof TamperedResponse) {
      app.log.warn({ reason: err.message }, 'payment response failed verification');
      throw badRequest('payment_invalid_response', PAYMENT_MESSAGES.invalidResponse);
    }
    throw err;
  }
}

/** The sandbox gateway's pages and API: a development surface, off in production. */
function registerSandbox(app: FastifyInstance, { config, db }: AppDeps, service: Service) {
  // The simulator signs each transaction with its merchant's own secret (domestic or FCRA account).
  const secretOf = (t: { merchant: string }) => sandboxSecretFor(config, t);
  // The simulator's own pages carry inline style and the one-line auto-submit of a gateway's
  // post-back, so they get a policy of their own; the site's pages allow no inline script.
  const html = (reply: FastifyReply, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
      .send(body);
  const load = async (txn: string) => {
    const t = await findSandboxTxn(db, txn);
    if (!t) throw notFound('payment_not_found', PAYMENT_MESSAGES.notFound);
    return t;
  };

  route(app, calls.sandboxCheckout, async (req, reply) => html(reply, checkoutPage(await load(req.params.txn))));

  route(app, calls.sandboxDecide, async (req, reply) => {
    const { txn } = req.params;
    const { status } = req.body;
    // Only the first choice counts, like a real checkout page that has moved on.
    const t = (await decideSandboxTxn(db, txn, status)) ?? (await load(txn));
    return html(reply, postBackPage(t.return_url, signedResponse(t, secretOf(t))));
  });

  route(app, calls.sandboxSettle, async (req, reply) => {
    const { txn } = req.params;
    const { status } = req.body;
    await settleSandboxTxn(db, txn, status);
    await load(txn);
    return reply.redirect(callUrl(calls.sandboxCheckout, { txn }), 303);
  });

  route(app, calls.sandboxCheckoutReturn, async (req, reply) => {
    const t = await load(req.params.txn);
    return html(reply, postBackPage(t.return_url, signedResponse(t, secretOf(t))));
  });

  /** The gateway's status API, as a merchant's server would call it. */
  route(app, calls.sandboxStatus, async (req) => {
    const t = await load(req.body.txn_id);
    return { success: 1, ...signedResponse(t, secretOf(t)) };
  });

  route(app, calls.sandboxReturn, async (req, reply) => {
    const report = verifiedReport(app, () => verifyResponse(req.body, config.SANDBOX_SECRET));
    return reply.redirect(resultPath((await service.confirm('sandbox', report, 'return')).purpose, report.txnId), 303);
  });

  // The FCRA account's return address: only its own secret verifies, only its attempts are confirmed
  // (404, as an absent route, when the FCRA account is not the sandbox).
  route(app, calls.sandboxFcraReturn, async (req, reply) => {
    if (config.FCRA_PAYMENT_PROVIDER !== 'sandbox') throw notFound('sandbox_off');
    const report = verifiedReport(app, () => verifyResponse(req.body, config.FCRA_SANDBOX_SECRET));
    return reply.redirect(resultPath((await service.confirm('sandbox', report, 'return', new Date(), 'fcra')).purpose, report.txnId), 303);
  });
}
