import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { codeOfLang, langOfCode } from '@portal/contract/languages';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

/** The account's language: read on login (applied on every device), saved by the language switch. */
export default async function accountLanguage(app: FastifyInstance, { db }: AppDeps) {
  route(app, calls.accountLanguage, async (req) => {
    const code = await repo.findLanguage(db, req.user!.id);
    if (code === undefined) throw notFound('account_not_found');
    return { success: 1, data: { language: langOfCode(code) } };
  });

  route(app, calls.accountLanguageUpdate, async (req) => {
    await repo.setLanguage(db, req.user!.id, codeOfLang(req.body.language));
    return { success: 1, message: MESSAGES.updated };
  });
}
