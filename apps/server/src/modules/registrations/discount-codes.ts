import { toMinor } from '@portal/contract/payments';
import {
  DISCOUNT_CODE_CODES,
  DISCOUNT_CODE_MESSAGES,
  type DiscountCode,
  type discountCodeInputSchema,
} from '@portal/contract/discount-codes';
import { PLACED_STATUSES } from '@portal/contract/registrations';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppliedCode } from './price.ts';

/**
 * Discount codes (docs/decisions/registrations.md, "Discount codes"): checked against the event,
 * the India date and the person, applied by price.ts's withCode, and their uses counted by one
 * conditional UPDATE of the code's row inside the registration's transaction (the last use goes
 * to exactly one person; a refused registration gives it back by its rollback).
 */

type CodeInput = z.output<typeof discountCodeInputSchema>;

export interface CodeRow {
  id: number;
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  event_id: number | null;
  program_id: number | null;
  max_uses: number | null;
  uses: number;
  per_person: number | null;
  valid_from: string | null;
  valid_until: string | null;
  disabled: boolean;
}

const COLUMNS = `c.id, c.code, c.kind, c.value::float8 AS value, c.event_id, c.program_id::int AS program_id, c.max_uses, c.uses, c.per_person,
  c.valid_from::text AS valid_from, c.valid_until::text AS valid_until, c.disabled`;

const findByCode = (q: Queryable, code: string) => q.one<CodeRow>(`SELECT ${COLUMNS} FROM discount_codes c WHERE upper(c.code) = upper($1)`, [code]);

const usesBy = async (q: Queryable, codeId: number, userId: number, exceptRegistration: number) =>
  (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM discount_code_uses WHERE code_id = $1 AND user_id = $2 AND registration_id <> $3', [codeId, userId, exceptRegistration]))!.n;

const refuse = (key: Exclude<keyof typeof DISCOUNT_CODE_CODES, 'taken'>) =>
  refusedWithCode(400, DISCOUNT_CODE_CODES[key], `discount_code: ${DISCOUNT_CODE_MESSAGES[key]}`, { discount_code: DISCOUNT_CODE_MESSAGES[key] });

export interface CodeEvent {
  id: number;
  program_id: number;
  currency: string;
}

/**
 * The code as it applies to this event today for this person (userId 0: nobody signed in yet), or
 * a refusal with its code: unknown (or disabled), not valid yet, expired, not for this event, used
 * up, already used by you. Read without a lock: takeUse decides the race for the last use.
 */
export async function checkCode(q: Queryable, text: string, event: CodeEvent, today: string, userId = 0, registrationId = 0): Promise<{ row: CodeRow; applied: AppliedCode }> {
  const row = await findByCode(q, text);
  if (!row || row.disabled) throw refuse('unknown');
  if (row.valid_from && today < row.valid_from) throw refuse('notStarted');
  if (row.valid_until && today > row.valid_until) throw refuse('expired');
  if ((row.event_id !== null && row.event_id !== event.id) || (row.program_id !== null && row.program_id !== event.program_id)) throw refuse('notForEvent');
  if (row.max_uses !== null && row.uses >= row.max_uses) throw refuse('usedUp');
  if (userId && row.per_person !== null && (await usesBy(q, row.id, userId, registrationId)) >= row.per_person) throw refuse('alreadyUsed');
  const value = row.kind === 'percent' ? row.value : toMinor(row.value, event.currency.trim());
  return { row, applied: { code: row.code, kind: row.kind, value } };
}

/** The registration's earlier use given back (an unpaid registration tried again). */
export async function releaseUse(q: Queryable, registrationId: number) {
  const gone = await q.one<{ code_id: number }>('DELETE FROM discount_code_uses WHERE registration_id = $1 RETURNING code_id', [registrationId]);
  if (gone) await q.query('UPDATE discount_codes SET uses = uses - 1, updated_at = now() WHERE id = $1 AND uses > 0', [gone.code_id]);
}

/**
 * In the registration's transaction: one use taken by a conditional UPDATE (which also locks the
 * code's row, so the per-person count after it is exact) and recorded (the registration's order
 * froze the code and what it took off with the rest of its price).
 */
export async function takeUse(q: Queryable, use: { codeId: number; registrationId: number; userId: number; discountMinor: number }) {
  const taken = await q.one<{ per_person: number | null }>(
    'UPDATE discount_codes SET uses = uses + 1, updated_at = now() WHERE id = $1 AND NOT disabled AND (max_uses IS NULL OR uses < max_uses) RETURNING per_person',
    [use.codeId],
  );
  if (!taken) throw refuse('usedUp');
  if (taken.per_person !== null && (await usesBy(q, use.codeId, use.userId, use.registrationId)) >= taken.per_person) throw refuse('alreadyUsed');
  await q.query('INSERT INTO discount_code_uses (code_id, registration_id, user_id, discount_minor) VALUES ($1, $2, $3, $4)', [use.codeId, use.registrationId, use.userId, use.discountMinor]);
}

/** The back office's codes: list with their uses and what they gave, create and change (audited). */
export function createDiscountCodes(deps: AppDeps) {
  const { db } = deps;

  const fields = (i: CodeInput) => [i.code, i.kind, i.value, i.event_id, i.program_id, i.max_uses ?? null, i.per_person ?? null, i.valid_from, i.valid_until, i.disabled];

  const taken = () => refusedWithCode(409, DISCOUNT_CODE_CODES.taken, DISCOUNT_CODE_MESSAGES.taken, { code: DISCOUNT_CODE_MESSAGES.taken });
  const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

  /** A code tied to a program that is not one is refused by name (not a foreign-key failure). */
  const programKnown = async (q: Queryable, input: CodeInput) => {
    if (input.program_id === null || (await q.one('SELECT 1 FROM programs WHERE id = $1', [input.program_id]))) return;
    throw refusedWithCode(400, 'unknown_program', `program_id: ${DISCOUNT_CODE_MESSAGES.unknownProgram}`, { program_id: DISCOUNT_CODE_MESSAGES.unknownProgram });
  };

  return {
    async list(): Promise<DiscountCode[]> {
      const rows = await db.query<CodeRow & { event_name: string | null; given: Array<{ currency: string; amount: number }> | null }>(
        `SELECT ${COLUMNS}, e.event_name,
                (SELECT json_agg(json_build_object('currency', g.currency, 'amount', g.amount)) FROM (
                   SELECT trim(r.currency) AS currency, sum(u.discount_minor)::float8 AS amount
                     FROM discount_code_uses u JOIN registrations r ON r.id = u.registration_id
                    WHERE u.code_id = c.id AND r.status = ANY($1) GROUP BY trim(r.currency)) g) AS given
           FROM discount_codes c LEFT JOIN events e ON e.id = c.event_id
          ORDER BY c.disabled, c.id DESC LIMIT 500`,
        [PLACED_STATUSES as readonly string[]],
      );
      return rows.map(({ given, event_name, ...r }) => ({ ...r, event_name: event_name ?? '', discount_given: given ?? [] }));
    },

    add: (staffId: number, input: CodeInput) =>
      db.tx(async (q) => {
        if (await findByCode(q, input.code)) throw taken();
        await programKnown(q, input);
        const made = await q.one<{ id: number }>(
          `INSERT INTO discount_codes (code, kind, value, event_id, program_id, max_uses, per_person, valid_from, valid_until, disabled)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          fields(input),
        ).catch((err: unknown) => {
          throw isUniqueViolation(err) ? taken() : err;
        });
        await recordAudit(q, { staffId, action: 'discount-code-add', entity: 'discount_codes', entityId: made!.id, after: input });
      }),

    save: (staffId: number, id: number, input: CodeInput) =>
      db.tx(async (q) => {
        const before = await q.one<CodeRow>(`SELECT ${COLUMNS} FROM discount_codes c WHERE c.id = $1 FOR UPDATE`, [id]);
        if (!before) throw notFound('discount_code_not_found', DISCOUNT_CODE_MESSAGES.notFound);
        const same = await findByCode(q, input.code);
        if (same && same.id !== id) throw taken();
        await programKnown(q, input);
        if (input.max_uses != null && input.max_uses < before.uses) {
          const message = `Already used ${before.uses} times: give at least ${before.uses}`;
          throw refusedWithCode(400, 'discount_code_max_below_uses', `max_uses: ${message}`, { max_uses: message });
        }
        await q.query(
          `UPDATE discount_codes SET code = $1, kind = $2, value = $3, event_id = $4, program_id = $5, max_uses = $6, per_person = $7,
             valid_from = $8, valid_until = $9, disabled = $10, updated_at = now() WHERE id = $11`,
          [...fields(input), id],
        );
        await recordAudit(q, { staffId, action: 'discount-code-save', entity: 'discount_codes', entityId: id, before, after: input });
      }),
  };
}
export type DiscountCodes = ReturnType<typeof createDiscountCodes>;
