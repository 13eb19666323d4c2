import { calls } from '@portal/contract/calls';
import { call } from '../../lib/api';

/** The result screens read what the server recorded; they never decide an outcome themselves. */
export const paymentsApi = {
  result: (txn: string) => call(calls.paymentResult, { params: { txn } }),
};
