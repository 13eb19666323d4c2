import type { MandirPayInput, PayLinkResponse, PaymentListResponse, PaymentRow } from '@portal/contract/donations';
import type { CheckoutData } from '@portal/contract/payments';
import { api, downloadFile } from '../../lib/api';

/** The donation calls (spec 001 section 7: mandir/paylink, mandir/pay, register/pdf, payment lists). */
export const donationsApi = {
  payLink: async () => (await api.get<{ data: PayLinkResponse }>('mandir/paylink')).data.payment_link,
  pay: async (body: MandirPayInput) => (await api.post<{ data: CheckoutData }>('mandir/pay', { ...body })).data,
  /** The PAN the profile holds, to prefill the form. */
  profilePan: async () => (await api.get<{ data: { pan_number: string } }>('profile/detail')).data.pan_number ?? '',
  payments: (which: 'success' | 'open', search: string, page: number) =>
    api.post<PaymentListResponse>(which === 'success' ? 'payment/list' : 'paymentfailed/list', { search, page }),
  /** The spec's receipt.pdf: the 80G receipt of a donation or the invoice of a registration. */
  downloadInvoice: (row: Pick<PaymentRow, 'invoice_id' | 'invoice_type'>) =>
    downloadFile('register/pdf', { invoice_id: row.invoice_id, invoice_type: row.invoice_type }, 'receipt.pdf'),
};
