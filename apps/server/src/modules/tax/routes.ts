import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { FORM_10BE_LIMITS, TAX_MESSAGES } from '@portal/contract/admin-tax';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { fieldError } from '../../lib/errors.ts';
import type { StoredFile } from '../../providers/storage.ts';
import type { TaxService } from './service.ts';

/** Form 10BD and Form 10BE: the back office's calls (finance and owner) and the donor's certificates. */
export default async function taxRoutes(app: FastifyInstance, deps: AppDeps, { tax: service }: { tax: TaxService }) {
  const pdf = (reply: import('fastify').FastifyReply, file: StoredFile, name: string) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);

  route(app, calls.adminForm10bdCheck, async (req) => ({ success: 1, data: await service.check(req.query.fy) }));

  route(app, calls.adminForm10bdExport, async (req, reply) => {
    const csv = await service.export(req.staff!.id, req.query.fy);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="form-10bd-${req.query.fy}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  route(app, calls.adminForm10bdDonorOfRecord, async (req) => ({
    success: 1,
    message: TAX_MESSAGES.donorOfRecordSaved,
    data: await service.chooseDonorOfRecord(req.staff!.id, req.body.fy, req.body.donor_key, req.body.user_id),
  }));

  route(app, calls.adminForm10bdRows, async (req) => ({ success: 1, data: await service.rows(req.query.fy) }));

  route(app, calls.adminForm10beList, async () => ({ success: 1, data: await service.list() }));

  route(app, calls.adminForm10beUpload, async (req) => {
    if (!req.isMultipart()) throw fieldError('form_10be_zip_required', 'file', TAX_MESSAGES.zipRequired);
    let zip: Buffer | undefined;
    try {
      for await (const part of req.parts({ limits: { files: 1, fileSize: FORM_10BE_LIMITS.maxZipBytes } })) {
        if (part.type !== 'file') continue;
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw fieldError('form_10be_zip_too_large', 'file', TAX_MESSAGES.zipTooLarge);
        if (bytes.length > 0) zip = bytes;
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('form_10be_zip_too_large', 'file', TAX_MESSAGES.zipTooLarge);
      if (code === 'FST_FILES_LIMIT') throw fieldError('form_10be_zip_required', 'file', TAX_MESSAGES.zipRequired);
      throw error;
    }
    if (!zip) throw fieldError('form_10be_zip_required', 'file', TAX_MESSAGES.zipRequired);
    return { success: 1, message: TAX_MESSAGES.uploaded, data: await service.upload(req.staff!.id, zip) };
  });

  route(app, calls.adminForm10beMatch, async (req) => {
    const data = await service.match(req.staff!.id, req.params.id, req.body.row_id);
    return { success: 1, message: data.row?.offered ? TAX_MESSAGES.matched : TAX_MESSAGES.matchedSendByHand, data };
  });

  route(app, calls.adminForm10beFile, async (req, reply) => pdf(reply, await service.staffFile(req.params.id), `form-10be-${req.params.id}.pdf`));

  route(app, calls.form10beList, async (req) => ({ success: 1, data: await service.donorList(req.user!.id) }));

  route(app, calls.form10bePdf, async (req, reply) => pdf(reply, await service.donorFile(req.user!.id, req.params.id), `form-10be-${req.params.id}.pdf`));

}
