import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyPage } from '@portal/contract/settings';
import { PageHeader } from '../../../components/page-header';
import { clearNavMarkers } from '../../../lib/stored-keys';
import { PageHead } from '../../../components/page-head';
import { useContactInfo, usePolicy } from '../api';

/**
 * A policy page (the specification's "Other screens"): opening it clears navtype and event_id. It does not
 * force the feedback redirect, so the policies stay readable to everyone. The text is the
 * owner's (site settings, cleaned by the server) in the page's language, English where no Tamil
 * is set.
 */
export function LegalPage({ page, title, description }: { page: PolicyPage; title: string; description: string }) {
  const head = <PageHead title={title} description={description} />;
  useEffect(() => clearNavMarkers(), []);
  const policy = usePolicy(page).data;
  return (
    <div className="catalog legal">
      {head}
      <PageHeader title={title} />
      <div className="container catalog-page">
        <article className="card rich-text legal-text" lang={policy?.lang}>
          {policy && <div data-testid="policy-text" dangerouslySetInnerHTML={{ __html: policy.html }} />}
          <ContactLine />
        </article>
      </div>
    </div>
  );
}

/** The foundation's email and phone, as configured on the server. */
export function ContactLine() {
  const { t } = useTranslation();
  const info = useContactInfo().data;
  if (!info) return null;
  return (
    <p className="legal-contact" data-testid="legal-contact">
      {t('catalog.legal.contactLine', { email: '\uE000', phone: '\uE001' })
        .split(/(\uE000|\uE001)/)
        .map((part, i) =>
          part === '\uE000' ? (
            <a key={i} href={`mailto:${info.email}`}>
              {info.email}
            </a>
          ) : part === '\uE001' ? (
            <a key={i} href={`tel:${info.phone.replace(/\s/g, '')}`}>
              {info.phone}
            </a>
          ) : (
            part
          ),
        )}
    </p>
  );
}
