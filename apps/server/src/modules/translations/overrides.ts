import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { tamilLookup, type TranslationEntry } from '@portal/contract/tamil';
import type { TranslationRow } from '@portal/contract/translations';
import type { Lang } from '@portal/contract/languages';
import type { Db } from '../../db/client.ts';
import { onPublicContentChange, publicContentChanged } from '../../lib/cache-bus.ts';
import { refusedWithCode } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

/**
 * The office's live Tamil corrections (`translation_overrides`): the build's strings are the
 * defaults, a row replaces one by its key. Every process keeps them in memory (the web app asks
 * on each Tamil page, and every Tamil answer's message goes through them), read again at most a
 * minute after a change (REFRESH_MS) and at once when the cache bus says content changed, which
 * a save or a restore announces to every process.
 */
export const REFRESH_MS = 60_000;

type Translate = (text: string, lang: Lang) => string;

export interface OverridesDeps {
  db: Db;
  /** The build's rows: the contract's and the interface's strings, with the translator's reviews. */
  baseRows: () => TranslationEntry[];
  /** Called with the messages' lookup each time the corrections are read (lib/language.ts). */
  onTranslate: (translate: Translate) => void;
  log?: FastifyBaseLogger;
}

export function createOverrides({ db, baseRows, onTranslate, log }: OverridesDeps) {
  let current = new Map<string, repo.OverrideRow>();
  let loading: Promise<void> | undefined;

  async function refresh() {
    loading ??= (async () => {
      try {
        const rows = await repo.listOverrides(db);
        current = new Map(rows.map((r) => [r.key, r]));
        onTranslate(tamilLookup(Object.fromEntries(rows.filter((r) => !r.key.startsWith('UI.')).map((r) => [r.key, r.ta]))));
      } catch (err) {
        log?.warn({ err }, 'could not read the Tamil corrections; the last ones stay');
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }
  onPublicContentChange(db, () => void refresh());
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  timer.unref();

  let base: Map<string, TranslationEntry> | undefined;
  const baseByKey = () => (base ??= new Map(baseRows().map((r) => [r.key, r])));

  const rowOf = (e: TranslationEntry, o = current.get(e.key)): TranslationRow => ({
    key: e.key,
    en: e.en,
    ta: o?.ta ?? e.ta,
    reviewed: o ? o.reviewed : e.reviewed,
    default_ta: e.ta,
    overridden: !!o,
  });

  const known = (key: string) => {
    const e = baseByKey().get(key);
    if (!e) throw refusedWithCode(400, 'translation_unknown_key', `key: ${MESSAGES.translationUnknownKey}`, { key: MESSAGES.translationUnknownKey });
    return e;
  };

  return {
    refresh,
    close: () => clearInterval(timer),

    /** Tamil by key, as the web app takes them (`UI.…` and the contract's keys). */
    byKey: (): Record<string, string> => Object.fromEntries([...current.values()].map((o) => [o.key, o.ta])),

    /** Every row with the office's corrections applied. */
    rows: (): TranslationRow[] => [...baseByKey().values()].map((e) => rowOf(e)),

    async save(staffId: number, key: string, input: { ta: string; reviewed: boolean }): Promise<TranslationRow> {
      const e = known(key);
      const row = { key, ta: input.ta, reviewed: input.reviewed };
      await db.tx(async (q) => {
        const before = await repo.findOverride(q, key);
        await repo.saveOverride(q, row, staffId);
        await recordAudit(q, {
          staffId,
          action: 'update',
          entity: 'translation_overrides',
          entityId: key,
          before: before ? { ta: before.ta, reviewed: before.reviewed } : { ta: e.ta, reviewed: e.reviewed, default: true },
          after: row,
        });
      });
      await publicContentChanged(db, log);
      await refresh();
      return rowOf(e, row);
    },

    async restore(staffId: number, key: string): Promise<TranslationRow> {
      const e = known(key);
      await db.tx(async (q) => {
        const before = await repo.findOverride(q, key);
        if (!before) throw refusedWithCode(409, 'translation_no_override', MESSAGES.translationNoOverride);
        await repo.deleteOverride(q, key);
        await recordAudit(q, { staffId, action: 'restore', entity: 'translation_overrides', entityId: key, before: { ta: before.ta, reviewed: before.reviewed }, after: { ta: e.ta, default: true } });
      });
      await publicContentChanged(db, log);
      await refresh();
      return rowOf(e, undefined);
    },
  };
}
