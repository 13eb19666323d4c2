import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { badRequest } from './errors.ts';
import { refuseControlCharacters } from './validate.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/**
 * Reads a multipart form into plain text fields and at most one file. A JSON body is accepted
 * too (then there is no file), so API clients other than the web form can use the same call.
 */
export async function readForm(req: FastifyRequest): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.invalidRequest);
    return { fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? '' : String(v)])) };
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw badRequest(`${part.fieldname}: ${MESSAGES.fileTooLarge}`, { [part.fieldname]: MESSAGES.fileTooLarge });
      if (bytes.length > 0) file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  // The same gate as every JSON body (app.ts): no control character in a name, value or file name.
  refuseControlCharacters({ fields, file: file && { [file.field]: file.filename } });
  return { fields, file };
}
