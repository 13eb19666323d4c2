import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import {
  DISCOUNT_CODE_EDIT_ROLES,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  discountCodeInputSchema,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
} from '@portal/contract/discount-codes';
import { errorMessage } from '../../lib/api';
import i18n, { tx } from '../../lib/i18n';
import './admin-strings';
import { adminCall, useStaff } from '../../lib/admin-client';
import { formatMoney } from '../../lib/money';
import { isoToDisplay } from '../../lib/iso-date';
import { FormField } from '../../components/form-field';
import { EventPicker } from '../../components/event-picker';
import { useProgramOptions, type ProgramOption } from '../../lib/program-choices';
import { useFormSubmit } from '../../lib/use-form-submit';
import './check-in.css';
import './ticket-types.css';

/**
 * /admin/discount-codes: the discount codes with their uses and what they took off. Finance and
 * the owner add, change and disable them (codes are money settings); a coordinator sees them
 * read-only. A code is for one event (picked by name), one program or every event.
 */
export default function DiscountCodesPage() {
  const { t } = useTranslation();
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
      <h1>{t('discountCodes.title')}</h1>
      <p className="muted">{t('discountCodes.intro')}</p>
      {!canEdit && <p className="muted">{t('discountCodes.readOnly')}</p>}
      {canEdit && (
        <section className="ticket-type-add" aria-label={t('discountCodes.add')}>
          <h2>{t('discountCodes.add')}</h2>
          <CodeForm canEdit />
        </section>
      )}
      <h2>{t('discountCodes.codes')}</h2>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {!list && !error && <p role="status">{t('discountCodes.loading')}</p>}
      {list?.length === 0 && <p className="admin-empty">{t('discountCodes.none')}</p>}
      {list && list.length > 0 && (
        <ul className="ticket-type-rows" aria-label={t('discountCodes.list')}>
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
  if (c.event_id !== null) return c.event_name || i18n.t('discountCodes.oneEvent');
  if (c.program_id !== null)
    return i18n.t('discountCodes.programEvents', { program: programs.find((p) => p.value === c.program_id)?.label ?? i18n.t('discountCodes.aProgram') });
  return i18n.t('discountCodes.everyEvent');
}

/** What a code takes off, in words. */
const offText = (c: DiscountCode) =>
  c.kind === 'percent' ? i18n.t('discountCodes.percentOff', { value: c.value }) : i18n.t('discountCodes.amountOff', { amount: formatMoney(c.value, 'INR') });

/** The call's body from the form: the event or the program as the scope chosen says, the other left out. */
const bodyOf = (v: Values): DiscountCodeInput => ({
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
});
const checkCode = zodResolver(discountCodeInputSchema);

/** One code's fields (or a new one's), saved together; the server names a wrong field. */
function CodeForm({ code, canEdit }: { code?: DiscountCode; canEdit: boolean }) {
  const { t } = useTranslation();
  const programs = useProgramOptions();
  const form = useForm<Values, unknown, z.output<typeof discountCodeInputSchema>>({
    // The call's schema checks the body the form makes; "one event" asks for the event first, by name.
    resolver: (values, context, options) =>
      values.scope === 'event' && !values.event_id
        ? { values: {}, errors: { event_id: { type: 'required', message: t('discountCodes.chooseEvent') } } }
        : checkCode(bodyOf(values), context, { ...options, names: undefined }),
    defaultValues: valuesOf(code),
  });
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { onSubmit, busy } = useFormSubmit(
    form,
    (body) => (code ? adminCall(calls.adminDiscountCodeSave, { params: { id: String(code.id) }, body }) : adminCall(calls.adminDiscountCodeAdd, { body })),
    {
      onSuccess: (res) => {
        if (!code) form.reset(valuesOf());
        setAnswer({ ok: true, text: res.message });
      },
      onFailure: (text) => setAnswer({ ok: false, text }),
      refresh: ['admin', 'discount-codes'],
    },
  );
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const scope = form.watch('scope');
  const eventId = form.watch('event_id');

  const prefix = code ? `code-${code.id}` : 'code-new';
  return (
    <form
      className="ticket-type-form"
      onSubmit={(ev) => void onSubmit(ev)}
      noValidate
      aria-label={code ? code.code : t('discountCodes.new')}
    >
      {code && (
        <p className="ticket-type-state">
          <strong>{code.code}</strong> · {offText(code)} · {scopeText(code, programs)} ·{' '}
          {code.disabled ? t('discountCodes.disabled') : t('discountCodes.active')}
          {' · '}
          {code.max_uses === null ? t('discountCodes.uses', { count: code.uses }) : t('discountCodes.usesOf', { count: code.uses, max: code.max_uses })}
          {code.discount_given.map((g) => t('discountCodes.given', { amount: formatMoney(g.amount / 100, g.currency) })).join('')}
          {(code.valid_from || code.valid_until) &&
            ` · ${code.valid_from ? t('discountCodes.from', { date: isoToDisplay(code.valid_from) }) : ''}${code.valid_from && code.valid_until ? ' ' : ''}${code.valid_until ? t('discountCodes.until', { date: isoToDisplay(code.valid_until) }) : ''}`}
        </p>
      )}
      <Fold open={!code} summary={canEdit ? t('discountCodes.change', { code: code?.code ?? '' }) : t('discountCodes.details', { code: code?.code ?? '' })}>
        <fieldset disabled={!canEdit || busy}>
          <div className="ticket-type-grid">
            <FormField id={`${prefix}-code`} label={t('discountCodes.code')} error={errors.code?.message} required>
              {(p) => (
                <input {...p} maxLength={40} autoComplete="off" className="code-input" {...form.register('code')} />
              )}
            </FormField>
            <FormField id={`${prefix}-kind`} label={t('discountCodes.kind')} error={errors.kind?.message} required>
              {(p) => (
                <select {...p} {...form.register('kind')}>
                  {DISCOUNT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {tx(DISCOUNT_KIND_LABELS[k])}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={`${prefix}-value`}
              label={kind === 'percent' ? t('discountCodes.percent') : t('discountCodes.amount')}
              error={errors.value?.message}
              required
            >
              {(p) => <input {...p} inputMode="decimal" {...form.register('value')} />}
            </FormField>
            <FormField id={`${prefix}-scope`} label={t('discountCodes.for')}>
              {(p) => (
                <select {...p} {...form.register('scope')}>
                  <option value="event">{t('discountCodes.forEvent')}</option>
                  <option value="program">{t('discountCodes.forProgram')}</option>
                  <option value="all">{t('discountCodes.forAll')}</option>
                </select>
              )}
            </FormField>
            {scope === 'program' && (
              <FormField id={`${prefix}-program`} label={t('discountCodes.program')} error={errors.program_id?.message} required>
                {(p) => (
                  <select {...p} {...form.register('program_id')}>
                    <option value="">{t('discountCodes.chooseProgram')}</option>
                    {programs.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            <FormField id={`${prefix}-max`} label={t('discountCodes.maxUses')} error={errors.max_uses?.message}>
              {(p) => <input {...p} inputMode="numeric" {...form.register('max_uses')} />}
            </FormField>
            <FormField
              id={`${prefix}-per-person`}
              label={t('discountCodes.perPerson')}
              error={errors.per_person?.message}
            >
              {(p) => <input {...p} inputMode="numeric" {...form.register('per_person')} />}
            </FormField>
            <FormField id={`${prefix}-from`} label={t('discountCodes.firstDay')} error={errors.valid_from?.message}>
              {(p) => <input {...p} type="date" {...form.register('valid_from')} />}
            </FormField>
            <FormField id={`${prefix}-until`} label={t('discountCodes.lastDay')} error={errors.valid_until?.message}>
              {(p) => <input {...p} type="date" {...form.register('valid_until')} />}
            </FormField>
          </div>
          {scope === 'event' && (
            <div className="checkin-field discount-event">
              <EventPicker
                value={eventId}
                onChange={(id) => {
                  form.setValue('event_id', id);
                  form.clearErrors('event_id');
                }}
                label={code ? t('discountCodes.eventOf', { code: code.code }) : t('discountCodes.eventOfNew')}
                placeholder={t('discountCodes.pickEvent')}
              />
              {errors.event_id && (
                <span className="field-error" role="alert">
                  {tx(errors.event_id.message ?? '')}
                </span>
              )}
            </div>
          )}
          {code && (
            <div className="checkbox">
              <input id={`${prefix}-disabled`} type="checkbox" {...form.register('disabled')} />
              <label htmlFor={`${prefix}-disabled`}>{t('discountCodes.disable')}</label>
            </div>
          )}
          {canEdit && (
            <button type="submit" className="btn">
              {code ? t('discountCodes.save') : t('discountCodes.addSubmit')}
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
