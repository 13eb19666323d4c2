import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLang } from '@portal/contract/languages';
import { addressInLanguage } from '@portal/contract/page-language';
import { useSiteName, useSiteOrigin } from '../lib/site-name';

export interface PageHeadProps {
  /** The page's own title; the site's name follows it ('' or the site's name alone: the site's name). */
  title: string;
  description?: string;
  /** The share preview's picture: absolute or a path on this site. */
  image?: string;
  /** The page's canonical path for og:url (e.g. an event's slug); else the address's path. */
  path?: string;
}

/**
 * A page's head: its title, description and share preview (Open Graph), rendered where the page
 * renders. React 19 hoists these into <head>: the server's render puts them into the HTML that
 * WhatsApp and Facebook read (they do not run the app), and in the browser navigation replaces them.
 * A shared link previews in its own language: og:url keeps `?lang=ta`.
 */
export function PageHead({ title, description, image, path }: PageHeadProps) {
  const site = useSiteName();
  const origin = useSiteOrigin();
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const here = useLocation().pathname;
  // A page titled with the site's own name (the home page) is not doubled.
  const full = title && title !== site ? `${title} - ${site}` : site;
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : origin + u);
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={full} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={abs(addressInLanguage(path ?? here, lang))} />
      <meta property="og:locale" content={lang === 'ta' ? 'ta_IN' : 'en_IN'} />
      {image ? <meta property="og:image" content={abs(image)} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
