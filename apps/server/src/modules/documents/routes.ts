import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { createDocumentsService } from './service.ts';
import { useIdentityConfig } from './issue.ts';
import { createReceiptsService } from './receipts-service.ts';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';

/** Documents: the PDF invoice of a registration and the 80G receipt of a donation. */
export default async function documents(app: FastifyInstance, deps: AppDeps) {
  // Documents issued from now on keep the identity of their moment of issue (issue.ts).
  useIdentityConfig(deps.config);
  const service = createDocumentsService(deps);
  const receipts = createReceiptsService(deps);

  route(app, calls.registerPdf, async (req, reply) => {
    const { invoice_id, invoice_type } = req.body;
    const pdf = await service.invoicePdf(req.user!.id, invoice_id, invoice_type);
    // Personal data (name, PAN, address): never kept by a shared cache.
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="receipt.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, calls.adminDonationReceipt, async (req, reply) => {
    const pdf = await service.staffDonationReceipt(req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="receipt.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // Receipts in the back office (issue 12): list, the same PDF again, cancel (and correct).
  route(app, calls.adminReceipts, async (req) => ({ success: 1, ...(await receipts.list(req.query)) }));

  route(app, calls.adminReceiptReissue, async (req, reply) => {
    const { pdf, receiptNumber } = await receipts.reissue(req.staff!.id, req.params.id, req.body?.receipt_number ?? '');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receiptNumber.replaceAll('/', '-')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, calls.adminReceiptCancel, async (req) => {
    const data = await receipts.cancel(req.staff!.id, req.params.id, req.body);
    return { success: 1, message: data.corrected ? RECEIPT_MESSAGES.corrected : RECEIPT_MESSAGES.cancelled, data };
  });
}
