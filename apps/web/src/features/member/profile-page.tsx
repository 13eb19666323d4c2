import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  MARITAL_STATUSES,
  PROFESSIONS,
  SALUTATIONS,
  SOURCES,
  profileFormSchema,
  type Profile,
  type ProfileFormOutput,
} from '@portal/contract/accounts';
import { LIMITS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import { AccountLayout } from '../../components/account-menu';
import { Skeleton } from '../../components/empty-state';
import { Img } from '../../components/image';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { resizeImage } from '../../lib/resize-image';
import { useSession } from '../../lib/session';
import { stored } from '../../lib/stored-keys';
import { useRequireLogin } from '../../lib/use-require-login';
// The person form is shared with sign-up (brief: reuse it rather than write a twin).
import { PersonFields, emptyPerson, personFormData, type PersonFormValues } from '../../components/person-fields';
import { profileQuery, profileSaved, sharedKeys } from '../../lib/queries';
import { memberApi, memberKeys } from './api';
import { ChangeMobileDialog } from './change-mobile-dialog';
import './member.css';
import './strings';
import { tx } from '../../lib/i18n';

/** A stored value when it is one of the form's options (older rows may hold others: the field then starts empty). */
const choice = <T extends string>(options: readonly T[], value: string): T | undefined => options.find((o) => o === value);

/** The stored profile as the form's text values (ids as text, missing values as ''). */
function toFormValues(p: Profile): DefaultValues<PersonFormValues> {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    ...emptyPerson(),
    salut: choice(SALUTATIONS, p.salut) ?? '', name: p.name, email: p.email, mobile: p.mobile, dial_code: p.dial_code || '91', dob: p.dob,
    gender: choice(GENDERS, p.gender) ?? '', marital_status: choice(MARITAL_STATUSES, p.marital_status) ?? '', country_id: text(p.country_id),
    state_id: text(p.state_id), city_id: text(p.city_id), street_address: p.street_address, pincode: p.pincode,
    education: p.education, profession: choice(PROFESSIONS, p.profession), profession_detail: p.profession_detail,
    company_name: p.company_name, whatsapp_number: p.whatsapp_number, know_matangi: choice(SOURCES, p.know_matangi),
    friend_name: p.friend_name, friend_mobile: p.friend_mobile, know_other: p.know_other, pan_number: p.pan_number,
  };
}

/**
 * A picked picture is shrunk in the browser at once (spec: at most 200x200 at quality 0.8), so
 * the preview shows exactly what will be uploaded. The preview is a data: URL because the
 * site's Content-Security-Policy allows data: images but not blob: ones.
 */
function usePicture() {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const pick = async (file: File | null) => {
    setError(undefined);
    setBlob(null);
    setPreview(undefined);
    if (!file) return;
    try {
      const { maxSide, quality } = LIMITS.profilePicture;
      const small = await resizeImage(file, maxSide, quality);
      setBlob(small);
      setPreview(await dataUrl(small));
    } catch {
      setError(tx(MESSAGES.imageInvalid));
    }
  };
  const reset = () => {
    setBlob(null);
    setPreview(undefined);
  };
  return { blob, preview, error, setError, pick, reset };
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** /profile: every profile field, prefilled, saved through profile/update (multipart). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('member.profile.title')} description={t('member.profile.description')} />;
  const loggedIn = useRequireLogin();
  const profile = useQuery({ ...profileQuery(), enabled: loggedIn });

  return (
    <AccountLayout title={t('member.profile.title')}>
      {head}
      {profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton count={4} height={64} />}
      {loggedIn && <OptOutSwitch />}
    </AccountLayout>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { showSuccess, showError, clear } = useMessage();
  const { user, signIn } = useSession();
  const queryClient = useQueryClient();
  const picture = usePicture();
  const [changingMobile, setChangingMobile] = useState(false);
  const form = useForm<PersonFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });
  const { onSubmit, busy } = useFormSubmit(form, (values) => memberApi.updateProfile(personFormData(values, picture.blob)), {
    onStart: () => {
      clear();
      picture.setError(undefined);
    },
    onSuccess: (resp, values) => {
      // Spec: a successful update sets profile_status to 0; the header greets the new name.
      stored.setProfileStatus(0);
      if (user) {
        signIn({
          access_token: user.access_token,
          user_name: resp.data?.name ?? values.name,
          profile_status: 0,
          reg_id: stored.regId(),
          regprogram_id: stored.regProgramId(),
        });
      }
      if (resp.data) {
        queryClient.setQueryData(sharedKeys.profile, resp.data);
        // Every other copy (the donation page's PAN, the registration form) refetches.
        void profileSaved(queryClient);
        form.reset(toFormValues(resp.data));
      }
      picture.reset();
      showSuccess(resp.message ?? tx(MESSAGES.updated));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onFailure: (message, err) => {
      // The picture is not a form field: its message goes under the picture picker.
      if (err instanceof ApiError && err.errors.picture) picture.setError(err.errors.picture);
      showError(message);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  });

  // The number moved: only the mobile field follows; other edits in progress stay as typed.
  const onMobileChanged = (updated: Profile, message: string) => {
    setChangingMobile(false);
    queryClient.setQueryData(sharedKeys.profile, updated);
    // The other copies (registration form, volunteer form) show the new number too.
    void profileSaved(queryClient);
    form.resetField('mobile', { defaultValue: updated.mobile });
    clear();
    showSuccess(message || tx(MESSAGES.mobileChanged));
  };

  const current = profile.picture;
  return (
    <>
      <form className="form card" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <div className="profile-picture">
          <figure>
            {current ? (
              <Img src={current} alt={t('member.profile.currentPicture')} width={120} height={120} eager />
            ) : (
              <span className="profile-picture-empty" aria-hidden="true">
                {profile.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <figcaption>{current ? t('member.profile.currentPicture') : t('member.profile.noPicture')}</figcaption>
          </figure>
          {picture.preview && (
            <figure>
              <img src={picture.preview} alt={t('member.profile.newPicture')} width={120} height={120} data-testid="picture-preview" />
              <figcaption>{t('member.profile.newPicture')}</figcaption>
            </figure>
          )}
        </div>
        <PersonFields
          form={form}
          mode="profile"
          onPicture={(f) => void picture.pick(f)}
          pictureError={picture.error}
          mobileAction={
            <>
              {t('member.mobile.readOnlyHint')}{' '}
              <button type="button" className="btn-link" onClick={() => setChangingMobile(true)}>
                {t('member.mobile.title')}
              </button>
            </>
          }
        />
        <button className="btn" type="submit" disabled={busy}>
          {busy ? t('member.profile.saving') : t('member.profile.submit')}
        </button>
      </form>
      {/* Outside the profile form: a form may not contain another. */}
      <ChangeMobileDialog open={changingMobile} onClose={() => setChangingMobile(false)} onChanged={onMobileChanged} />
    </>
  );
}

/**
 * The switch for non-essential messages (messages staff send to all of an event's participants):
 * on means they reach the devotee. Turning it off is kept at once (no Update needed), because it
 * is a consent, not a profile field; messages about the devotee's own registrations and payments
 * are never switched off.
 */
function OptOutSwitch() {
  const { t } = useTranslation();
  const { showSuccess, showError, clear } = useMessage();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: memberKeys.optOut, queryFn: memberApi.optOutState });
  // The devotee's choice shows in the same render as the click: the mutation's own pending state
  // arrives a tick later, and a controlled switch would spring back meanwhile.
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (optOut: boolean) => memberApi.setOptOut(optOut),
    onMutate: () => clear(),
    onSuccess: (resp, optOut) => {
      queryClient.setQueryData(memberKeys.optOut, { opt_out: optOut });
      showSuccess(tx(resp.message));
    },
    onError: (err) => showError(errorMessage(err)),
    onSettled: () => setAsked(null),
  });
  if (!state.data) return null;
  const on = !(asked ?? state.data.opt_out);
  const choose = (optOut: boolean) => {
    setAsked(optOut);
    change.mutate(optOut);
  };
  return (
    <section className="card profile-opt-out" aria-labelledby="opt-out-title">
      <h2 id="opt-out-title">{t('member.optOut.title')}</h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={change.isPending}
          aria-describedby="opt-out-hint"
          onChange={(e) => choose(!e.target.checked)}
        />{' '}
        {t('member.optOut.label')}
      </label>
      <p id="opt-out-hint" className="muted">
        {t('member.optOut.hint')}
      </p>
    </section>
  );
}
