import { calls } from '@portal/contract/calls';
import type { MandirPayInput, PaymentRow } from '@portal/contract/donations';
import { call, downloadFile } from '../../lib/api';

/** The donation calls (mandir/paylink, mandir/pay, register/pdf, payment lists). */
export const donationsApi = {
  /** The link and whether an FCRA merchant account takes foreign contributions here. */
  payInfo: async () => (await call(calls.mandirPaylink)).data,
  /** The funds a gift may go to, in the office's order. */
  funds: async () => (await call(calls.mandirFunds)).data,
  pay: async (body: MandirPayInput) => (await call(calls.mandirPay, { body })).data,
  payments: (which: 'success' | 'open', search: string, page: number) =>
    call(which === 'success' ? calls.paymentList : calls.paymentFailedList, { body: { search, page } }),
  /** The spec's receipt.pdf: the 80G receipt of a donation or the invoice of a registration. */
  downloadInvoice: (row: Pick<PaymentRow, 'invoice_id' | 'invoice_type'>) =>
    downloadFile(calls.registerPdf, { body: { invoice_id: row.invoice_id, invoice_type: row.invoice_type } }, 'receipt.pdf'),
};
