import { useEffect, type ReactNode } from 'react';
import { Controller, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, MARITAL_STATUSES, PROFESSIONS, SALUTATIONS, SOURCES, type PersonFormInput } from '@portal/contract/accounts';
import { DateInput } from './date-input';
import { FormField } from './form-field';
import { usePlaces } from '../lib/use-places';
import { tx } from '../lib/i18n';

/** The values of the account and profile forms: the input of their schemas (ids may be text, as forms send them). */
export type PersonFormValues = PersonFormInput;

export const emptyPerson = (indiaId = ''): DefaultValues<PersonFormValues> => ({
  salut: '', name: '', email: '', mobile: '', dial_code: '91', password: '', dob: '', gender: '',
  marital_status: '', country_id: indiaId, state_id: '', city_id: '', street_address: '', pincode: '',
  education: '', profession: undefined, profession_detail: '', company_name: '', whatsapp_number: '', know_matangi: undefined,
  friend_name: '', friend_mobile: '', know_other: '', pan_number: '',
});

/** The attributes of a mobile number field (ten digits, no country code): phone keypad, the browser's autofill. */
export const MOBILE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;

/**
 * The person fields shared by /register and /profile: name and contact, date of birth, the
 * country → state → city chain, address, work, and how they came to know the foundation
 * (friend details only for Friend, a description only for Other).
 */
export function PersonFields<Checked>({
  form,
  mode,
  onPicture,
  pictureError,
  mobileAction,
}: {
  form: UseFormReturn<PersonFormValues, unknown, Checked>;
  mode: 'register' | 'profile';
  onPicture: (file: File | null) => void;
  pictureError?: string;
  /** Profile: the mobile number is read-only (it is the login); this control changes it. */
  mobileAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { register, control, watch, setValue, formState } = form;
  const e = formState.errors;
  const countryId = Number(watch('country_id')) || undefined;
  const stateId = Number(watch('state_id')) || undefined;
  const source = watch('know_matangi');
  const { countries, states, cities } = usePlaces(countryId, stateId);
  const select = t('person.select');

  // A select shows its value only once that option exists, and the lists arrive after the
  // values (a saved profile, a restored draft): re-apply each id when its list comes.
  // The country defaults to India (spec: default phone country India).
  useEffect(() => {
    if (!countries.length) return;
    const india = countries.find((c) => c.iso2 === 'IN');
    setValue('country_id', form.getValues('country_id') || (india ? String(india.id) : ''));
  }, [countries, form, setValue]);
  useEffect(() => {
    if (states.length) setValue('state_id', form.getValues('state_id'));
  }, [states, form, setValue]);
  useEffect(() => {
    if (cities.length) setValue('city_id', form.getValues('city_id'));
  }, [cities, form, setValue]);

  return (
    <>
      <div className="form-row">
        <FormField label={t('person.salut')} error={e.salut?.message}>
          {(p) => (
            <select {...p} {...register('salut')}>
              <option value="">{select}</option>
              {SALUTATIONS.map((s) => (
                <option key={s} value={s}>{tx(s)}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('person.name')} error={e.name?.message} required>
          {(p) => <input {...p} {...register('name')} autoComplete="name" />}
        </FormField>
      </div>
      <div className="form-row">
        <FormField label={t('person.email')} error={e.email?.message} required>
          {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
        <div className="form-row phone-row">
          <FormField label={t('person.dial_code')} error={e.dial_code?.message}>
            {(p) => (
              <Controller
                control={control}
                name="dial_code"
                render={({ field }) => (
                  <select {...p} {...field} autoComplete="tel-country-code">
                    {!countries.some((c) => c.phone_code.replace(/\D/g, '') === field.value) && (
                      <option value={field.value}>+{field.value}</option>
                    )}
                    {countries
                      .filter((c) => c.phone_code)
                      .map((c) => (
                        <option key={c.id} value={c.phone_code.replace(/\D/g, '')}>
                          {c.name} (+{c.phone_code.replace(/\D/g, '')})
                        </option>
                      ))}
                  </select>
                )}
              />
            )}
          </FormField>
          <FormField label={t('person.mobile')} error={e.mobile?.message} required hint={mobileAction}>
            {(p) => <input {...p} {...register('mobile')} {...MOBILE_INPUT} readOnly={mode === 'profile'} />}
          </FormField>
        </div>
      </div>
      {mode === 'register' && (
        <FormField label={t('person.password')} error={e.password?.message} required hint="6 to 40 characters">
          {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
        </FormField>
      )}
      <div className="form-row">
        <FormField label={t('person.dob')} error={e.dob?.message}>
          {(p) => (
            <Controller
              control={control}
              name="dob"
              render={({ field }) => <DateInput {...p} value={field.value ?? ''} onChange={field.onChange} noFuture />}
            />
          )}
        </FormField>
        <FormField label={t('person.gender')} error={e.gender?.message}>
          {(p) => (
            <select {...p} {...register('gender')}>
              <option value="">{select}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`person.genders.${g}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('person.marital_status')} error={e.marital_status?.message}>
          {(p) => (
            <select {...p} {...register('marital_status')}>
              <option value="">{select}</option>
              {MARITAL_STATUSES.map((m) => (
                <option key={m} value={m}>
                  {tx(m)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="form-row">
        <FormField label={t('person.country')} error={e.country_id?.message} required>
          {(p) => (
            <select
              {...p}
              {...register('country_id', {
                onChange: () => {
                  setValue('state_id', '');
                  setValue('city_id', '');
                },
              })}
            >
              <option value="">{select}</option>
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('person.state')} error={e.state_id?.message}>
          {(p) => (
            <select {...p} {...register('state_id', { onChange: () => setValue('city_id', '') })} disabled={!states.length}>
              <option value="">{select}</option>
              {states.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('person.city')} error={e.city_id?.message}>
          {(p) => (
            <select {...p} {...register('city_id')} disabled={!cities.length}>
              <option value="">{select}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={t('person.street_address')} error={e.street_address?.message} required>
        {(p) => <textarea {...p} {...register('street_address')} autoComplete="street-address" rows={2} />}
      </FormField>
      <div className="form-row">
        <FormField label={t('person.pincode')} error={e.pincode?.message} required>
          {(p) => <input {...p} {...register('pincode')} inputMode="numeric" autoComplete="postal-code" />}
        </FormField>
        <FormField label={t('person.whatsapp_number')} error={e.whatsapp_number?.message}>
          {(p) => <input {...p} {...register('whatsapp_number')} type="tel" inputMode="numeric" />}
        </FormField>
      </div>
      <div className="form-row">
        <FormField label={t('person.education')} error={e.education?.message}>
          {(p) => <input {...p} {...register('education')} />}
        </FormField>
        <FormField label={t('person.profession')} error={e.profession?.message} required>
          {(p) => (
            <select {...p} {...register('profession')}>
              <option value="">{select}</option>
              {PROFESSIONS.map((o) => (
                <option key={o} value={o}>{tx(o)}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="form-row">
        <FormField label={t('person.profession_detail')} error={e.profession_detail?.message}>
          {(p) => <input {...p} {...register('profession_detail')} />}
        </FormField>
        <FormField label={t('person.company_name')} error={e.company_name?.message}>
          {(p) => <input {...p} {...register('company_name')} autoComplete="organization" />}
        </FormField>
      </div>
      {mode === 'profile' && (
        <FormField label={t('person.pan_number')} error={e.pan_number?.message}>
          {(p) => <input {...p} {...register('pan_number')} autoCapitalize="characters" maxLength={10} />}
        </FormField>
      )}
      <FormField label={t('person.picture')} error={pictureError} hint="JPEG, PNG or WebP">
        {(p) => (
          <input {...p} type="file" accept="image/jpeg,image/png,image/webp" onChange={(ev) => onPicture(ev.target.files?.[0] ?? null)} />
        )}
      </FormField>
      <FormField label={t('person.know_matangi')} error={e.know_matangi?.message} required>
        {(p) => (
          <select {...p} {...register('know_matangi')}>
            <option value="">{select}</option>
            {SOURCES.map((s) => (
              <option key={s} value={s}>{tx(s)}</option>
            ))}
          </select>
        )}
      </FormField>
      {source === 'Friend' && (
        <div className="form-row">
          <FormField label={t('person.friend_name')} error={e.friend_name?.message} required>
            {(p) => <input {...p} {...register('friend_name')} />}
          </FormField>
          <FormField label={t('person.friend_mobile')} error={e.friend_mobile?.message}>
            {(p) => <input {...p} {...register('friend_mobile')} type="tel" inputMode="numeric" />}
          </FormField>
        </div>
      )}
      {source === 'Other' && (
        <FormField label={t('person.know_other')} error={e.know_other?.message} required>
          {(p) => <input {...p} {...register('know_other')} />}
        </FormField>
      )}
    </>
  );
}

/** Builds the multipart body of the account and profile calls from the form values. */
export function personFormData(values: Partial<PersonFormValues>, picture: Blob | null): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) fd.append(k, String(v));
  if (picture) fd.append('picture', picture, 'picture.jpg');
  return fd;
}
