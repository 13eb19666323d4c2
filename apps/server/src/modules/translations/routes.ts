import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { TranslationEntry } from '@portal/contract/program-forms';
import type { AppDeps } from '../../app-deps.ts';
import { onPublicContentChange } from '../../lib/cache-bus.ts';
import { route } from '../../lib/calls.ts';
import { listTranslations } from './repository.ts';
import { webDistOf } from '../../web/serve-web.ts';
import { builtInterfaceStrings, translationRows } from './translation-rows.ts';
import { createOverrides } from './overrides.ts';
import { MESSAGES } from '@portal/contract/messages';
import { TRANSLATION_OVERRIDES_MAX_AGE } from '@portal/contract/translations';

/**
 * Labels change only when staff edit them, and every form asks for them on load: each server
 * process keeps them instead of asking the database each time. A change in the back office
 * empties the copies of every process at once (the public content's cache bus); the time limit
 * only bounds how stale a copy gets while the bus is down.
 */
const CACHE_MS = 5 * 60_000;

/** Translations: POST trans/list {program_id} → the program's form labels and the shared words. */
export default async function translations(app: FastifyInstance, { db, config }: AppDeps) {
  const cache = new Map<number, { at: number; data: TranslationEntry[] }>();
  onPublicContentChange(db, () => cache.clear());

  async function cached(programId: number): Promise<TranslationEntry[]> {
    const hit = cache.get(programId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.data;
    const data = await listTranslations(db, programId);
    cache.set(programId, { at: Date.now(), data });
    return data;
  }

  route(app, calls.transList, async (req) => ({ success: 1, data: await cached(req.body.program_id) }));

  // The translator's rows: the contract's strings and the web build's interface strings
  // (<WEB_DIST>/ui-strings.json, written by `npm run build`), made once per process, with the
  // office's corrections (overrides.ts) on top.
  const overrides = createOverrides({
    db,
    baseRows: () => translationRows(builtInterfaceStrings(webDistOf(config))),
    onTranslate: (translate) => void (app.readerLanguage.translate = translate),
    log: app.log,
  });
  app.addHook('onClose', async () => overrides.close());
  await overrides.refresh();

  route(app, calls.adminTranslationRows, async (req) => {
    const { q, show, page, per_page } = req.query;
    const needle = q.toLowerCase();
    const matching = overrides
      .rows()
      .filter(
        (r) =>
          (show === 'all' || (show === 'drafts' ? !r.reviewed : r.overridden)) &&
          (!needle || [r.key, r.en, r.ta].some((t) => t.toLowerCase().includes(needle))),
      );
    return { success: 1, data: matching.slice((page - 1) * per_page, page * per_page), total: matching.length };
  });

  route(app, calls.adminTranslationSave, async (req) => ({
    success: 1,
    message: MESSAGES.translationSaved,
    data: await overrides.save(req.staff!.id, req.params.key, { ta: req.body.ta, reviewed: req.body.reviewed }),
  }));

  route(app, calls.adminTranslationRestore, async (req) => ({
    success: 1,
    message: MESSAGES.translationRestored,
    data: await overrides.restore(req.staff!.id, req.params.key),
  }));

  // Asked by every Tamil page (the web app merges them into its strings before the first render):
  // a browser or CDN keeps them briefly, so a correction shows on the site within a minute.
  route(app, calls.translationOverrides, async (_req, reply) => {
    reply.header('cache-control', `public, max-age=${TRANSLATION_OVERRIDES_MAX_AGE}`);
    return { success: 1, data: overrides.byKey() };
  });
}
