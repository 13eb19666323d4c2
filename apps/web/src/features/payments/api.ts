import type { PaymentResult } from '@portal/contract/payments';
import { api } from '../../lib/api';

/** The result screens read what the server recorded; they never decide an outcome themselves. */
export const paymentsApi = {
  result: (txnId: string) => api.get<PaymentResult>(`payment/result/${encodeURIComponent(txnId)}`),
};
