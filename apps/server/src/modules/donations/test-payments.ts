import type { TestContext } from '../../test/harness.ts';
import { decideSandboxTxn, signedResponse, verifyResponse, type SandboxChoice } from '../payments/index.ts';
import { buildServices } from '../../services.ts';

/**
 * Plays the payer on the sandbox gateway for API tests: records the payer's choice at the
 * gateway, then hands the gateway's signed answer to the payments module's confirmation, which
 * marks the donation and gives it its receipt number, as a real callback would.
 */
export async function completeSandboxPayment(ctx: TestContext, txnId: string, choice: SandboxChoice) {
  const txn = await decideSandboxTxn(ctx.db, txnId, choice);
  if (!txn) throw new Error(`sandbox transaction ${txnId} is not awaiting the payer`);
  const secret = ctx.deps.config.SANDBOX_SECRET;
  const report = verifyResponse(signedResponse(txn, secret), secret);
  await buildServices(ctx.deps).payments.confirm('sandbox', report, 'test');
}
