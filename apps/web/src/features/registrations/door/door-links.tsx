import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { calls } from '@portal/contract/calls';
import { DOOR_LINK_LIMITS, DOOR_LINK_PATH, doorLinkCreateBody, type DoorLink } from '@portal/contract/check-in';
import { adminCall } from '../../../lib/admin-client';
import { ApiError, errorMessage } from '../../../lib/api';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { indiaDateTime } from '../../../lib/dates';
import { tx } from '../../../lib/i18n';
import { useConfirm } from '../../../components/confirm-dialog';
import './door-strings';

/**
 * The coordinator's door links of an event (docs/decisions/check-in.md "Door links"): make one for
 * a shared door phone (shown once, as a QR code and an address to copy), see those in force
 * (who made it, when, its door, when last used) and revoke one (asks first).
 */
export function DoorLinks({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [made, setMade] = useState<{ url: string; door: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = ['admin', 'door-links', eventId];
  const links = useQuery({ queryKey: key, queryFn: () => adminCall(calls.adminDoorLinks, { params: { event_id: String(eventId) } }) });
  const form = useForm<z.input<typeof doorLinkCreateBody>, unknown, z.output<typeof doorLinkCreateBody>>({ resolver: zodResolver(doorLinkCreateBody), defaultValues: { door_name: '' } });
  const create = useFormSubmit(form, (body) => adminCall(calls.adminDoorLinkCreate, { params: { event_id: String(eventId) }, body }), {
    onStart: () => setProblem(null),
    onSuccess: (res) => {
      // The token rides in the fragment: the phone's page request never carries it to a log.
      setMade({ url: `${window.location.origin}${DOOR_LINK_PATH}#${res.token}`, door: res.data.door_name });
      form.reset();
    },
    refresh: key,
    // The door name's message shows under it; another refusal below the form.
    onFailure: (text, err) => setProblem(err instanceof ApiError && err.errors.door_name ? null : text),
  });
  const nameError = form.formState.errors.door_name?.message;

  async function revoke(link: DoorLink) {
    const door = link.door_name || t('doorLink.unnamed');
    const yes = await confirm({ title: t('doorLink.revokeTitle', { door }), body: <p>{t('doorLink.revokeBody')}</p>, confirmLabel: t('doorLink.revokeConfirm') });
    if (!yes) return;
    try {
      await adminCall(calls.adminDoorLinkRevoke, { params: { event_id: String(eventId), id: String(link.id) } });
      setProblem(null);
    } catch (err) {
      setProblem(errorMessage(err));
    }
    await queryClient.invalidateQueries({ queryKey: key });
  }

  return (
    <section className="door-links" aria-labelledby="door-links-heading" data-testid="door-links">
      {dialog}
      <h2 id="door-links-heading">{t('doorLink.heading')}</h2>
      <p className="checkin-hint">{t('doorLink.intro')}</p>
      <form onSubmit={(ev) => void create.onSubmit(ev)} className="checkin-code" noValidate>
        <label className="checkin-field">
          {t('doorLink.doorName')}
          <input
            {...form.register('door_name')}
            placeholder={t('doorLink.doorNamePlaceholder')}
            maxLength={DOOR_LINK_LIMITS.doorName + 10}
            aria-invalid={!!nameError || undefined}
            aria-describedby={nameError ? 'door-name-problem' : undefined}
          />
        </label>
        <button type="submit" className="btn" disabled={create.busy}>
          {t('doorLink.make')}
        </button>
      </form>
      {(nameError || problem) && (
        <p role="alert" className="checkin-problem" id={nameError ? 'door-name-problem' : undefined}>
          {nameError ? tx(nameError) : problem}
        </p>
      )}
      {made && <MadeLink url={made.url} door={made.door || t('doorLink.unnamed')} />}
      {links.data && links.data.data.length === 0 && <p>{t('doorLink.none')}</p>}
      <ul className="door-link-list">
        {links.data?.data.map((l) => (
          <li key={l.id} data-testid="door-link">
            <div>
              <strong>{l.door_name || t('doorLink.unnamed')}</strong>
              <span className="checkin-hint">{t('doorLink.createdBy', { who: l.created_by, when: indiaDateTime(l.created_at) })}</span>
              <span className="checkin-hint">{l.opened_at ? t('doorLink.lastUsed', { when: indiaDateTime(l.last_used_at ?? l.opened_at) }) : t('doorLink.notOpened', { when: indiaDateTime(l.link_expires_at) })}</span>
              <span className="checkin-hint">{t('doorLink.until', { when: indiaDateTime(l.expires_at) })}</span>
            </div>
            <button type="button" className="btn btn-outline" onClick={() => void revoke(l)} aria-label={t('doorLink.revokeLabel', { door: l.door_name || t('doorLink.unnamed') })}>
              {t('doorLink.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The link just made: its QR code for the door phone's camera and its address to copy. */
function MadeLink({ url, door }: { url: string; door: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page): the address stays selectable in its field.
      setCopied(false);
    }
  }
  return (
    <div className="door-link-made" data-testid="door-link-made">
      <p role="status">{t('doorLink.made')}</p>
      {src ? <img src={src} width={240} height={240} alt={t('doorLink.qrAlt', { door })} /> : <div className="ticket-placeholder" />}
      <label className="checkin-field">
        {t('doorLink.address')}
        <input readOnly value={url} onFocus={(ev) => ev.target.select()} data-testid="door-link-url" />
      </label>
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>
        {copied ? t('doorLink.copied') : t('doorLink.copy')}
      </button>
    </div>
  );
}
