import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { DocumentsService } from './service.ts';
import { useIdentityConfig } from './issue.ts';

/** Documents: the PDF invoice of a registration and the 80G receipt of a donation. */
export default async function documents(app: FastifyInstance, deps: AppDeps, { documents: service }: { documents: DocumentsService }) {
  // Documents issued from now on keep the identity of their moment of issue (issue.ts).
  useIdentityConfig(deps.config);

  route(app, calls.registerPdf, async (req, reply) => {
    const { invoice_id, invoice_type } = req.body;
    // The owner's texts (footer, refund wording) in the devotee's language; the file is named by its number.
    const { pdf, filename } = await service.namedPdf(req.user!.id, invoice_id, invoice_type, req.lang);
    // Personal data (name, PAN, address): never kept by a shared cache.
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, calls.adminDonationReceipt, async (req, reply) => {
    const { pdf, filename } = await service.staffDonationReceipt(req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
