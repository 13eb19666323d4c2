import { useEffect, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { POLICY_PAGES, SETTINGS_LABELS, policySettingKey, siteSettingsSchema, type SiteSettings } from '@portal/contract/settings';
import { assessmentYearOf, ayLabel, parseUrnValidity, urnValidityCovers } from '@portal/contract/urn-validity';
import { errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { adminCall } from '../../lib/admin-client';
import { FormField } from '../../components/form-field';
import { RichTwinField } from '../../components/rich-text-field';
import { FormAlerts } from '../../components/form-alerts';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import './settings.css';

/**
 * /admin/settings (owner): what the foundation says about itself on the public site and on its
 * documents, grouped as the office thinks of it. Saving sends the whole object; the server
 * records only what changed and the public site shows it at once.
 */
export default function SettingsAdminPage() {
  const [settings, setSettings] = useState<SiteSettings>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    adminCall(calls.adminSettings).then(
      (res) => setSettings(res.data),
      (err: unknown) => setLoadError(errorMessage(err)),
    );
  }, []);
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Site settings</h1>
      {loadError && (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      )}
      {settings ? <SettingsForm initial={settings} /> : !loadError && <p className="muted">Loading…</p>}
    </section>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const form = useForm<z.input<typeof siteSettingsSchema>, unknown, SiteSettings>({ resolver: zodResolver(siteSettingsSchema), defaultValues: initial });
  const [saved, setSaved] = useState<string>();
  const { onSubmit, busy, error: general } = useFormSubmit(form, (body) => adminCall(calls.adminSettingsUpdate, { body }), {
    onStart: () => setSaved(undefined),
    onSuccess: (res) => {
      form.reset(res.data);
      setSaved(res.message);
    },
  });

  return (
    <FormProvider {...form}>
      <form className="settings-form" onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend>The foundation (receipts and invoices)</legend>
          <TwinField name="foundation_name" label="Name" required />
          <TwinField name="foundation_address" label="Address" required multiline />
          <div className="settings-grid">
            <TextField name="foundation_pan" label="PAN" hint="Ten characters, such as AAATM0000A" />
            <TextField name="foundation_80g_urn" label="80G registration number" />
            <TextField name="foundation_80g_validity" label="80G validity" hint="Such as AY 2026-27 to AY 2030-31" />
            <TextField name="foundation_80g_urn_date" label="Date the 80G registration was issued" hint="DD/MM/YYYY, for Form 10BD" />
            <TextField name="form_10bd_section_code" label="Form 10BD section code" hint="Such as Section 80G (the law renumbers sections)" />
          </div>
          <UrnValidityNotice />
        </fieldset>
        <fieldset>
          <legend>{SETTINGS_LABELS.documents}</legend>
          <p className="muted">{SETTINGS_LABELS.documentsHint}</p>
          <TwinField name="invoice_footer" label={SETTINGS_LABELS.invoice_footer} required multiline />
          <TwinField name="refund_wording" label={SETTINGS_LABELS.refund_wording} required multiline />
        </fieldset>
        <fieldset>
          <legend>Contact</legend>
          <div className="settings-grid">
            <TextField name="phone" label="Phone" />
            <TextField name="email" label="Email" />
          </div>
          <TextField name="help_lines" label="Help lines" multiline hint="One phone number a line" />
        </fieldset>
        <fieldset>
          <legend>Shop</legend>
          <TextField name="shop_url" label="Shop web address (the site's Shop link)" type="url" />
          <TwinField name="shop_address" label="Shop address" multiline />
        </fieldset>
        <fieldset>
          <legend>Links</legend>
          <div className="settings-grid">
            {LINKS.map(([name, label]) => (
              <TextField key={name} name={name} label={label} type="url" />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{SETTINGS_LABELS.policies}</legend>
          <p className="muted">{SETTINGS_LABELS.policiesHint}</p>
          {/* Prose read on a page of its own: the rich-text editor (loaded with this form only), its Preview as the page shows it. */}
          {POLICY_PAGES.map((page) => (
            <RichTwinField key={page} name={policySettingKey(page)} label={SETTINGS_LABELS[policySettingKey(page)]} previewClass="rich-text legal-text" />
          ))}
        </fieldset>
        <fieldset>
          <legend>{SETTINGS_LABELS.liveChat}</legend>
          <TextField name="live_chat_script" label={SETTINGS_LABELS.live_chat_script} type="url" hint={SETTINGS_LABELS.liveChatHint} />
        </fieldset>
        <FormAlerts error={general} success={saved} />
        <div className="settings-actions">
          <button type="submit" className="btn" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

type Key = keyof SiteSettings;

/**
 * An 80G receipt is refused while the 80G validity does not cover its date (docs/decisions/tax.md):
 * the owner sees it here, beside the setting to fix, before a donor or finance runs into it.
 */
function UrnValidityNotice() {
  const validity = useWatch<SiteSettings, 'foundation_80g_validity'>({ name: 'foundation_80g_validity' });
  const parsed = parseUrnValidity(validity ?? '');
  const today = new Date();
  if (parsed && urnValidityCovers(parsed, today)) return null;
  return (
    <p className="alert alert-error" data-testid="urn-validity-notice">
      {parsed
        ? `80G receipts are refused: the 80G validity (${validity}) does not cover today's donations (${ayLabel(assessmentYearOf(today))}). Update “80G validity”, and the 80G registration number if it was renewed, then save.`
        : `80G receipts are refused: “80G validity” must be a range of assessment years, such as AY 2026-27 to AY 2030-31. Correct it, then save.`}
    </p>
  );
}

/** The Links group: web addresses, each with its label. */
const LINKS: ReadonlyArray<readonly [Key, string]> = [
  ['social_facebook', 'Facebook'],
  ['social_instagram', 'Instagram'],
  ['social_youtube', 'YouTube'],
  ['social_x', 'X (Twitter)'],
  ['app_android', 'Android app (Google Play)'],
  ['app_ios', 'iOS app (App Store)'],
  ['pay_link_programs', 'International payment link: programs'],
  ['pay_link_temple', 'International payment link: temple'],
  ['karmayogam_video', 'Karmayogam video'],
];

/** One setting: its label, hint and the message of its rule under it. */
function TextField({ name, label, hint, required, multiline, rows = 3, type = 'text', lang }: { name: Key; label: string; hint?: string; required?: boolean; multiline?: boolean; rows?: number; type?: 'text' | 'url'; lang?: 'ta' }) {
  const { register, formState } = useFormContext<SiteSettings>();
  return (
    <FormField label={label} hint={hint} required={required} error={formState.errors[name]?.message}>
      {(aria) => (multiline ? <textarea {...aria} {...register(name)} rows={rows} lang={lang} /> : <input {...aria} {...register(name)} type={type} lang={lang} />)}
    </FormField>
  );
}

/** English and Tamil side by side (stacked on a phone). */
function TwinField({ name, label, required, multiline, rows }: { name: Key; label: string; required?: boolean; multiline?: boolean; rows?: number }) {
  return (
    <div className="settings-twin">
      <TextField name={name} label={`${label} (English)`} required={required} multiline={multiline} rows={rows} />
      <TextField name={`${name}_ta` as Key} label={`${label} (Tamil)`} multiline={multiline} rows={rows} lang="ta" hint="Empty: the English text is shown" />
    </div>
  );
}
