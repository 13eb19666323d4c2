import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { SETTINGS_MESSAGES } from '@portal/contract/settings';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { cachedSettings, publicPolicy, readSettings, updateSettings } from './service.ts';
import { cachedPageWords, readPageWords, updatePageWords, wordsInLanguage } from './page-words.ts';

/** The site settings in the back office: owner only, one object. */
export default async function settings(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  // The policy pages (privacy, refund, disclaimer) read their text here, in the request's language.
  route(app, calls.policyText, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: 1, data: publicPolicy(await cachedSettings(db, config), req.params.page, req.lang) };
  });
  route(app, calls.adminSettings, async () => ({ success: 1, data: await readSettings(db, config) }));
  // Finance sets the 80G URN's issue date Form 10BD needs without the rest of the settings.
  route(app, calls.adminSettingsUrnDate, async (req) => ({
    success: 1,
    message: SETTINGS_MESSAGES.saved,
    data: { foundation_80g_urn_date: (await updateSettings(db, config, { foundation_80g_urn_date: req.body.foundation_80g_urn_date }, req.staff!.id)).foundation_80g_urn_date },
  }));

  route(app, calls.adminSettingsUpdate, async (req) => ({
    success: 1,
    message: SETTINGS_MESSAGES.saved,
    data: await updateSettings(db, config, req.body, req.staff!.id),
  }));

  // The pages' words (home introduction, foundation page): the public page in its language, the office in both.
  route(app, calls.pageWords, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: 1, data: wordsInLanguage(await cachedPageWords(db, req.params.page), req.lang) };
  });
  route(app, calls.adminPageWords, async (req) => ({ success: 1, data: await readPageWords(db, req.params.page) }));
  route(app, calls.adminPageWordsUpdate, async (req) => ({
    success: 1,
    message: CONTENT_MESSAGES.saved,
    data: await updatePageWords(db, req.params.page, req.body, req.staff!.id),
  }));
}
