import type { FastifyInstance } from 'fastify';
import { invoicePdfSchema } from '@portal/contract/donations';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../lib/validate.ts';
import { createDocumentsService } from './service.ts';

/** Documents: the PDF invoice of a registration and the 80G receipt of a donation. */
export default async function documents(app: FastifyInstance, deps: AppDeps) {
  const service = createDocumentsService(deps);

  app.post('/register/pdf', { preHandler: app.requireUser }, async (req, reply) => {
    const { invoice_id, invoice_type } = parse(invoicePdfSchema, req.body);
    const pdf = await service.invoicePdf(req.user!.id, invoice_id, invoice_type);
    // Personal data (name, PAN, address): never kept by a shared cache.
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="receipt.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
