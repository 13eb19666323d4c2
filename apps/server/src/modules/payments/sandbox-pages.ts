import { majorText } from '@portal/contract/payments';
import type { SandboxResponse, SandboxTxn } from './gateways/sandbox.ts';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/**
 * HTML of the sandbox gateway's pages. They stand for a third party's site, so they are plain
 * server-rendered pages (no app code), readable on a phone, with the gateway's own look.
 */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg"><title>${esc(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:#eef2f7;color:#1b2533}
main{max-width:440px;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:1.25rem;margin-top:1rem}
h1{font-size:1.3rem;margin:0 0 .25rem}.tag{display:inline-block;background:#1f4e8c;color:#fff;border-radius:4px;padding:0 .5rem;font-size:.8rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}dt{color:#4a5668}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:1.6rem}.actions{display:grid;gap:.6rem}
button{min-height:48px;width:100%;border-radius:8px;border:2px solid #1f4e8c;font:inherit;font-weight:600;cursor:pointer}
.ok{background:#1d6b38;border-color:#1d6b38;color:#fff}.fail{background:#a12622;border-color:#a12622;color:#fff}
.wait{background:#fff;color:#1f4e8c}.cancel{background:#fff;color:#4a5668;border-color:#8a96a8}
button:focus-visible{outline:3px solid #e0a100;outline-offset:2px}p.note{color:#4a5668;font-size:.9rem}
</style></head><body><main>${body}</main></body></html>`;
}

function summary(t: SandboxTxn): string {
  return `<dl>
<dt>Merchant</dt><dd>${esc(t.merchant)}</dd>
<dt>Amount</dt><dd class="amount">${esc(t.currency)} ${esc(majorText(Number(t.amount_minor), t.currency))}</dd>
<dt>Payer</dt><dd>${esc(t.payer_name)}</dd>
<dt>Transaction</dt><dd>${esc(t.txn_id)}</dd>
<dt>Gateway ref.</dt><dd>${esc(t.gateway_txn_id)}</dd>
</dl>`;
}

const button = (action: string, name: string, value: string, cls: string, label: string) =>
  `<form method="post" action="${esc(action)}"><input type="hidden" name="${name}" value="${esc(value)}"><button class="${cls}" type="submit">${esc(label)}</button></form>`;

/** The checkout: the payer picks what the "bank" answers. */
export function checkoutPage(t: SandboxTxn): string {
  const base = callUrl(calls.sandboxCheckout, { txn: t.txn_id });
  if (t.status === 'initiated') {
    return page(
      'Sandbox payment gateway',
      `<span class="tag">SANDBOX</span><div class="card"><h1>Complete your payment</h1>${summary(t)}
<div class="actions">
${button(`${base}/decide`, 'status', 'success', 'ok', 'Success')}
${button(`${base}/decide`, 'status', 'failed', 'fail', 'Failure')}
${button(`${base}/decide`, 'status', 'pending', 'wait', 'Pending')}
${button(`${base}/decide`, 'status', 'aborted', 'cancel', 'Cancel')}
</div><p class="note">A test gateway: no money moves. Pending stands for a bank that answers later.</p></div>`,
    );
  }
  const settle =
    t.status === 'pending'
      ? `<p>The bank has not answered yet. As the bank, answer now (the merchant learns it by asking the gateway):</p>
<div class="actions">${button(`${base}/settle`, 'status', 'success', 'ok', 'Bank confirms the payment')}
${button(`${base}/settle`, 'status', 'failed', 'fail', 'Bank declines the payment')}</div>`
      : '';
  return page(
    'Sandbox payment gateway',
    `<span class="tag">SANDBOX</span><div class="card"><h1>Transaction ${esc(t.status)}</h1>${summary(t)}${settle}
<div class="actions" style="margin-top:.6rem">${button(`${base}/return`, 'again', '1', 'wait', 'Return to the merchant')}</div></div>`,
  );
}

/** Posts the signed response back to the merchant, as gateways do, with a button when scripts are off. */
export function postBackPage(returnUrl: string, response: SandboxResponse): string {
  const inputs = Object.entries(response)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return page(
    'Returning to the merchant',
    `<div class="card"><h1>Returning to the merchant…</h1>
<form id="back" method="post" action="${esc(returnUrl)}">${inputs}<button class="wait" type="submit">Continue</button></form></div>
<script>document.getElementById('back').submit();</script>`,
  );
}
