import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactInfoQuery } from './queries';

/** The foundation's name from the site settings (the contact info every page loads), else the interface's. */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useQuery(contactInfoQuery()).data?.name || t('site.name');
}

/** Sets the document title, description and share-preview tags of a page. */
export function usePageMeta(title: string, description?: string, image?: string) {
  const site = useSiteName();
  useEffect(() => {
    // A page titled with the site's own name (/{product} without a known slug) is not doubled.
    document.title = title && title !== site ? `${title} - ${site}` : site;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', document.title);
    setMeta('property', 'og:description', description);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image, site]);
}

function setMeta(attr: 'name' | 'property', key: string, value?: string) {
  if (!value) return;
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = value;
}
