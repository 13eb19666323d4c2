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
  const { fields, files } = await readFormFiles(req, 1);
  return { fields, file: files.at(-1) };
}

/**
 * The same with up to `maxFiles` files, in the order sent (a gallery upload of several pictures).
 * More files than that is a 400 naming the first file's field.
 */
export async function readFormFiles(req: FastifyRequest, maxFiles: number, tooMany: string = MESSAGES.invalidRequest): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('invalid_request', MESSAGES.invalidRequest);
    return { fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? '' : String(v)])), files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fileField = 'file';
  try {
    for await (const part of req.parts({ limits: { files: maxFiles } })) {
      if (part.type === 'file') {
        fileField = part.fieldname;
        const bytes = await part.toBuffer();
        // With several files, the message names the file that is too large.
        const tooLarge = maxFiles > 1 ? `${part.filename}: ${MESSAGES.fileTooLarge}` : MESSAGES.fileTooLarge;
        if (part.file.truncated) throw badRequest('file_too_large', `${part.fieldname}: ${tooLarge}`, { [part.fieldname]: tooLarge });
        if (bytes.length > 0) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('too_many_files', `${fileField}: ${tooMany}`, { [fileField]: tooMany });
    throw error;
  }
  // The same gate as every JSON body (app.ts): no control character in a name, value or file name.
  refuseControlCharacters({ fields });
  for (const f of files) refuseControlCharacters({ file: { [f.field]: f.filename } });
  return { fields, files };
}
