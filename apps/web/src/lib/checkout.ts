import { PAYMENT_MESSAGES, type CheckoutData } from '@portal/contract/payments';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { call } from './api';

/**
 * Opens a payment gateway's checkout with what the server returned (event/register, advance/pay,
 * mandir/pay). The server computed the amount and signed or encrypted the request; this only
 * carries it to the gateway. The gateway's answer goes back to the server, and the result screen
 * shows what the server recorded, never what the browser was told.
 */
export async function openCheckout(data: CheckoutData): Promise<void> {
  switch (data.provider) {
    case 'sandbox':
      window.location.assign(data.checkout_url);
      return;
    case 'ccavenue':
      postForm(data.action_url, { encRequest: data.encrypted_data, access_code: data.access_code });
      return;
    case 'worldline':
      await openWorldline(data);
      return;
  }
}

/** A hidden form posted to the gateway's page (the browser leaves the site). */
function postForm(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const PAYNIMO_JQUERY = 'https://www.paynimo.com/paynimocheckout/client/lib/jquery.min.js';
const PAYNIMO_CHECKOUT = 'https://www.paynimo.com/paynimocheckout/server/lib/checkout.js';

function loadScript(src: string): Promise<void> {
  if (document.querySelector(`script[src="${src}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = false;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(PAYMENT_MESSAGES.checkoutUnavailable));
    document.head.append(s);
  });
}

interface PaynimoResponse {
  stringResponse?: string;
  paymentMethod?: { paymentTransaction?: { statusCode?: string } };
}
type PnCheckout = (config: unknown) => void;
type PaynimoWindow = Window & {
  $?: { pnCheckout?: PnCheckout };
  pnCheckoutShared?: { openNewWindow?: () => void };
};

/**
 * Worldline's checkout script (it needs its own jQuery). The response handler passes the
 * provider's answer to the server (paymentresponse), which verifies it and asks Worldline's
 * status API, then the page moves to the result screen the server names.
 */
async function openWorldline(data: Extract<CheckoutData, { provider: 'worldline' }>): Promise<void> {
  await loadScript(PAYNIMO_JQUERY);
  await loadScript(PAYNIMO_CHECKOUT);
  const w = window as PaynimoWindow;
  if (!w.$?.pnCheckout) throw new Error(PAYMENT_MESSAGES.checkoutUnavailable);
  await new Promise<void>((resolve) => {
    const responseHandler = (res: PaynimoResponse) => {
      void call(calls.paymentResponse, { body: { merchantCode: data.merchantId, token: data.txnId, msg: res?.stringResponse ?? '' } })
        .then((r) => window.location.assign(r.result_path || PATHS.payment(data.txn_id)))
        .catch(() => window.location.assign(PATHS.payment(data.txn_id)))
        .finally(resolve);
    };
    const config = {
      features: { enableAbortResponse: true, enableExpressPay: true, enableNewWindowFlow: true },
      consumerData: {
        deviceId: data.deviceId,
        token: data.token,
        returnUrl: data.returnUrl,
        responseHandler,
        paymentMode: 'all',
        merchantId: data.merchantId,
        currency: data.currencycode,
        consumerId: data.consumerId,
        consumerMobileNo: data.consumerMobileNo,
        consumerEmailId: data.consumerEmailId,
        txnId: data.txnId,
        items: [{ itemId: data.schemecode, amount: data.amount, comAmt: '0' }],
        customStyle: {
          PRIMARY_COLOR_CODE: '#b4521b',
          SECONDARY_COLOR_CODE: '#ffffff',
          BUTTON_COLOR_CODE_1: '#b4521b',
          BUTTON_COLOR_CODE_2: '#ffffff',
        },
      },
    };
    w.$!.pnCheckout!(config);
    w.pnCheckoutShared?.openNewWindow?.();
  });
}
