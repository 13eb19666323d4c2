import { useTranslation } from 'react-i18next';
import { copyLink, shareLinks } from '../lib/copy-link';
import { Modal } from './modal';
import './share-dialog.css';


/**
 * The share popup: the link itself, a copy button, and WhatsApp and
 * Facebook share links. Whoever opens it usually copies the link first (copyLink).
 * It renders nothing while closed: every Modal titles itself with the same element id, so
 * only the open one may be in the page.
 */
export function ShareDialog({
  open,
  onClose,
  url,
  title,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  /** What is shared, put before the link in the WhatsApp message. */
  title?: string;
}) {
  const { t } = useTranslation();
  if (!open) return null;
  const links = shareLinks(url, title);
  return (
    <Modal open={open} onClose={onClose} title={t('share.title')}>
      <div className="share-dialog stack">
        <label className="field">
          <span className="label">{t('share.link')}</span>
          <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <div className="share-actions">
          <button type="button" className="btn btn-outline" onClick={() => void copyLink(url)}>
            {t('share.copy')}
          </button>
          <a className="btn share-whatsapp" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            {t('share.whatsapp')}
            <span className="visually-hidden"> {t('share.newTab')}</span>
          </a>
          <a className="btn share-facebook" href={links.facebook} target="_blank" rel="noopener noreferrer">
            {t('share.facebook')}
            <span className="visually-hidden"> {t('share.newTab')}</span>
          </a>
        </div>
      </div>
    </Modal>
  );
}
