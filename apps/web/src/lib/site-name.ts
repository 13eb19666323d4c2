import { createContext, use } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactInfoQuery } from './queries';

/** The foundation's name from the site settings (the contact info every page loads), else the interface's. */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useQuery(contactInfoQuery()).data?.name || t('site.name');
}

/**
 * The site's address for a page's share preview (og:url, og:image), which WhatsApp and Facebook
 * need absolute: the server's render gives PUBLIC_URL ('' without it: the addresses stay paths),
 * the browser hydrates with the same (page data) and otherwise uses its own location.
 */
export const SiteOriginContext = createContext<string>('');
export const useSiteOrigin = () => use(SiteOriginContext);
