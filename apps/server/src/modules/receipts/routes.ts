import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { ReceiptsService } from './service.ts';

/** Receipts in the back office: list, the same PDF again, cancel (and correct). The PDFs are the documents module's. */
export default async function receipts(app: FastifyInstance, deps: AppDeps, { receipts: service }: { receipts: ReceiptsService }) {

  route(app, calls.adminReceiptRegister, async (req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="receipt-register-${req.query.fy}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(await service.registerCsv(req.query.fy)),
  );

  route(app, calls.adminReceipts, async (req) => ({ success: 1, ...(await service.list(req.query)) }));

  route(app, calls.adminReceiptReissue, async (req, reply) => {
    const { pdf, receiptNumber } = await service.reissue(req.staff!.id, req.params.id, req.body?.receipt_number ?? '');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receiptNumber.replaceAll('/', '-')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, calls.adminReceiptCancel, async (req) => {
    const data = await service.cancel(req.staff!.id, req.params.id, req.body);
    return { success: 1, message: data.corrected ? RECEIPT_MESSAGES.corrected : RECEIPT_MESSAGES.cancelled, data };
  });
}
