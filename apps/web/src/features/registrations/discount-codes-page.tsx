import { type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import {
  DISCOUNT_CODE_EDIT_ROLES,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
} from '@portal/contract/discount-codes';
import { errorMessage } from '../../lib/api';
import { adminCall, useStaff } from '../../lib/admin-client';
import { formatMoney } from '../../lib/money';
import { isoToDisplay } from '../../lib/iso-date';
import { FormField } from '../../components/form-field';
import { EventPicker } from '../../components/event-picker';
import { useProgramOptions, type ProgramOption } from '../../lib/program-choices';
import { useSavedFields } from './use-saved-fields';
import './check-in.css';
import './ticket-types.css';

/**
 * /admin/discount-codes: the discount codes with their uses and what they took off. Finance and
 * the owner add, change and disable them (codes are money settings); a coordinator sees them
 * read-only. A code is for one event (picked by name), one program or every event.
 */
export default function DiscountCodesPage() {
  const staff = useStaff();
  const canEdit =
    !!staff &&
    (staff.role === 'owner' || (DISCOUNT_CODE_EDIT_ROLES as readonly string[]).includes(staff.role));
  const { data, error } = useQuery({
    queryKey: ['admin', 'discount-codes'],
    queryFn: () => adminCall(calls.adminDiscountCodes),
  });
  const list = data?.data;
  return (
    <section className="checkin ticket-types discount-codes">
      <h1>Discount codes</h1>
      <p className="muted">
        A code takes an amount or a percentage off a registration&apos;s price after the early-bird. The
        server checks it when the devotee applies it and again when they register.
      </p>
      {!canEdit && (
        <p className="muted">Discount codes are set by finance or the owner: shown here read-only.</p>
      )}
      {canEdit && (
        <section className="ticket-type-add" aria-label="Add a discount code">
          <h2>Add a discount code</h2>
          <CodeForm canEdit />
        </section>
      )}
      <h2>Codes</h2>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {!list && !error && <p role="status">Loading…</p>}
      {list?.length === 0 && <p className="admin-empty">There are no discount codes yet.</p>}
      {list && list.length > 0 && (
        <ul className="ticket-type-rows" aria-label="Discount codes">
          {list.map((c) => (
            <li key={c.id} className={c.disabled ? 'ticket-type-row hidden-type' : 'ticket-type-row'}>
              <CodeForm code={c} canEdit={canEdit} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Scope = 'event' | 'program' | 'all';
type Values = {
  code: string;
  kind: DiscountKind;
  value: string;
  scope: Scope;
  event_id: string;
  program_id: string;
  max_uses: string;
  per_person: string;
  valid_from: string;
  valid_until: string;
  disabled: boolean;
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const valuesOf = (c?: DiscountCode): Values => ({
  code: c?.code ?? '',
  kind: c?.kind ?? 'amount',
  value: c ? String(c.value) : '',
  scope: c ? (c.event_id !== null ? 'event' : c.program_id !== null ? 'program' : 'all') : 'event',
  event_id: text(c?.event_id),
  program_id: text(c?.program_id),
  max_uses: text(c?.max_uses),
  per_person: c ? text(c.per_person) : '1',
  valid_from: c?.valid_from ?? '',
  valid_until: c?.valid_until ?? '',
  disabled: c?.disabled ?? false,
});

/** What a code is for, in words (a program by the name the office gives it). */
function scopeText(c: DiscountCode, programs: ProgramOption[]) {
  if (c.event_id !== null) return c.event_name || 'One event';
  if (c.program_id !== null)
    return `Every ${programs.find((p) => p.value === c.program_id)?.label ?? 'program'} event`;
  return 'Every event';
}

/** What a code takes off, in words. */
const offText = (c: DiscountCode) =>
  c.kind === 'percent' ? `${c.value} % off` : `${formatMoney(c.value, 'INR')} off`;

/** One code's fields (or a new one's), saved together; the server names a wrong field. */
function CodeForm({ code, canEdit }: { code?: DiscountCode; canEdit: boolean }) {
  const client = useQueryClient();
  const form = useSavedFields<Values>(valuesOf(code));
  const programs = useProgramOptions();
  const { v, setV, errors, setErrors, answer, setAnswer, busy, set } = form;

  async function save(ev: FormEvent) {
    ev.preventDefault();
    setErrors({});
    if (v.scope === 'event' && !v.event_id) {
      setErrors({ event_id: 'Choose the event' });
      setAnswer({ ok: false, text: 'Choose the event' });
      return;
    }
    const body: DiscountCodeInput = {
      code: v.code,
      kind: v.kind,
      value: v.value,
      event_id: v.scope === 'event' ? v.event_id : null,
      program_id: v.scope === 'program' ? v.program_id : null,
      max_uses: v.max_uses,
      per_person: v.per_person,
      valid_from: v.valid_from,
      valid_until: v.valid_until,
      disabled: v.disabled,
    };
    await form.save(async () => {
      const res = code
        ? await adminCall(calls.adminDiscountCodeSave, { params: { id: String(code.id) }, body })
        : await adminCall(calls.adminDiscountCodeAdd, { body });
      if (!code) setV(valuesOf());
      await client.invalidateQueries({ queryKey: ['admin', 'discount-codes'] });
      return res.message;
    });
  }

  const prefix = code ? `code-${code.id}` : 'code-new';
  return (
    <form
      className="ticket-type-form"
      onSubmit={(ev) => void save(ev)}
      noValidate
      aria-label={code ? code.code : 'New discount code'}
    >
      {code && (
        <p className="ticket-type-state">
          <strong>{code.code}</strong> · {offText(code)} · {scopeText(code, programs)} ·{' '}
          {code.disabled ? 'Disabled' : 'Active'}
          {' · '}
          {code.max_uses === null
            ? `${code.uses} ${code.uses === 1 ? 'use' : 'uses'}`
            : `${code.uses} of ${code.max_uses} uses`}
          {code.discount_given.map((g) => ` · ${formatMoney(g.amount / 100, g.currency)} given`).join('')}
          {(code.valid_from || code.valid_until) &&
            ` · ${code.valid_from ? `from ${isoToDisplay(code.valid_from)}` : ''}${code.valid_from && code.valid_until ? ' ' : ''}${code.valid_until ? `until ${isoToDisplay(code.valid_until)}` : ''}`}
        </p>
      )}
      <Fold open={!code} summary={canEdit ? `Change ${code?.code ?? ''}` : `Details of ${code?.code ?? ''}`}>
        <fieldset disabled={!canEdit || busy}>
          <div className="ticket-type-grid">
            <FormField id={`${prefix}-code`} label="Code" error={errors.code} required>
              {(p) => (
                <input
                  {...p}
                  value={v.code}
                  onChange={set('code')}
                  maxLength={40}
                  autoComplete="off"
                  className="code-input"
                />
              )}
            </FormField>
            <FormField id={`${prefix}-kind`} label="Kind" error={errors.kind} required>
              {(p) => (
                <select {...p} value={v.kind} onChange={set('kind')}>
                  {DISCOUNT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {DISCOUNT_KIND_LABELS[k]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={`${prefix}-value`}
              label={v.kind === 'percent' ? 'Percentage off' : 'Amount off (INR)'}
              error={errors.value}
              required
            >
              {(p) => <input {...p} value={v.value} onChange={set('value')} inputMode="decimal" />}
            </FormField>
            <FormField id={`${prefix}-scope`} label="For">
              {(p) => (
                <select {...p} value={v.scope} onChange={set('scope')}>
                  <option value="event">One event</option>
                  <option value="program">Every event of a program</option>
                  <option value="all">Every event</option>
                </select>
              )}
            </FormField>
            {v.scope === 'program' && (
              <FormField id={`${prefix}-program`} label="Program" error={errors.program_id} required>
                {(p) => (
                  <select {...p} value={v.program_id} onChange={set('program_id')}>
                    <option value="">Choose a program</option>
                    {programs.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            <FormField id={`${prefix}-max`} label="Number of uses (empty: no limit)" error={errors.max_uses}>
              {(p) => <input {...p} value={v.max_uses} onChange={set('max_uses')} inputMode="numeric" />}
            </FormField>
            <FormField
              id={`${prefix}-per-person`}
              label="Uses per devotee (empty: no limit)"
              error={errors.per_person}
            >
              {(p) => <input {...p} value={v.per_person} onChange={set('per_person')} inputMode="numeric" />}
            </FormField>
            <FormField id={`${prefix}-from`} label="First day (India date)" error={errors.valid_from}>
              {(p) => <input {...p} type="date" value={v.valid_from} onChange={set('valid_from')} />}
            </FormField>
            <FormField id={`${prefix}-until`} label="Last day (India date)" error={errors.valid_until}>
              {(p) => <input {...p} type="date" value={v.valid_until} onChange={set('valid_until')} />}
            </FormField>
          </div>
          {v.scope === 'event' && (
            <div className="checkin-field discount-event">
              <EventPicker
                value={v.event_id}
                onChange={(id) => setV((old) => ({ ...old, event_id: id }))}
                label={code ? `Event of ${code.code}` : 'Event of the code'}
                placeholder="Choose the event: type a name, date or city"
              />
              {errors.event_id && (
                <span className="field-error" role="alert">
                  {errors.event_id}
                </span>
              )}
            </div>
          )}
          {code && (
            <div className="checkbox">
              <input
                id={`${prefix}-disabled`}
                type="checkbox"
                checked={v.disabled}
                onChange={set('disabled')}
              />
              <label htmlFor={`${prefix}-disabled`}>Disabled (refused to devotees from now on)</label>
            </div>
          )}
          {canEdit && (
            <button type="submit" className="btn">
              {code ? 'Save the code' : 'Add the code'}
            </button>
          )}
        </fieldset>
      </Fold>
      <p
        role="status"
        aria-live="polite"
        className={answer ? (answer.ok ? 'checkin-answer ok' : 'checkin-answer warn') : 'checkin-answer'}
      >
        {answer?.text ?? ''}
      </p>
    </form>
  );
}

/**
 * A listed code's fields fold under its summary line (a long list stays readable on a phone);
 * the new code's fields are always open.
 */
function Fold({ open, summary, children }: { open: boolean; summary: string; children: ReactNode }) {
  if (open) return <>{children}</>;
  return (
    <details className="discount-code-fold">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
