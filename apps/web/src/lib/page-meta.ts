import { useEffect } from 'react';

const SITE = 'Matangi Foundation';

/** Sets the document title, description and share-preview tags of a page. */
export function usePageMeta(title: string, description?: string, image?: string) {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE}` : SITE;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', document.title);
    setMeta('property', 'og:description', description);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image]);
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
