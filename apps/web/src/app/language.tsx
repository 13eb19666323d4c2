import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { LANG_PARAM, addressInLanguage, pageLanguage } from '@portal/contract/page-language';
import { call } from '../lib/api';
import { currentLang, setLanguage, type Lang } from '../lib/i18n';
import { useSession } from '../lib/session';
import { stored } from '../lib/stored-keys';
import './language.css';

/**
 * The language is chosen once and kept: the page's address carries it
 * (`?lang=ta`, none = English), the browser remembers it, an account keeps it for every device.
 */

const hereOf = (l: { pathname: string; search: string; hash: string }) => `${l.pathname}${l.search}${l.hash}`;

/**
 * Keeps the address and the shown language together: a link into the app that drops `?lang=ta`
 * gets it back (internal links keep the language), and an address that names a language shows it.
 */
export function useLanguageInAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  // Runs on address changes only: the switch sets the language first and then moves the address.
  useEffect(() => {
    if (new URLSearchParams(location.search).has(LANG_PARAM)) {
      const named = pageLanguage(location.search);
      if (named !== currentLang()) void setLanguage(named);
      return;
    }
    if (currentLang() === 'ta') navigate(addressInLanguage(hereOf(location), 'ta'), { replace: true, preventScrollReset: true });
  }, [location, navigate]);
}

/** Saves a choice on the account too, so that its messages and other devices follow it. */
async function keepOnAccount(lang: Lang) {
  if (!stored.user()) return;
  await call(calls.accountLanguageUpdate, { body: { language: lang } }).catch(() => undefined);
}

/** The header's language switch: goes to the same page's address in the other language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = async (lang: Lang) => {
    await setLanguage(lang);
    navigate(addressInLanguage(hereOf(location), lang), { preventScrollReset: true });
    await keepOnAccount(lang);
  };
  return (
    <>
      <label className="visually-hidden" htmlFor="lang-select">
        {t('site.language')}
      </label>
      <select id="lang-select" className="lang-select" value={i18n.language === 'ta' ? 'ta' : 'en'} onChange={(e) => void choose(e.target.value as Lang)}>
        <option value="en">English</option>
        <option value="ta" lang="ta">
          தமிழ்
        </option>
      </select>
    </>
  );
}

/** On login the account's language is applied (chosen once, kept on every device). */
export function useAccountLanguageOnLogin() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    const justLoggedIn = isLoggedIn && !wasLoggedIn.current;
    wasLoggedIn.current = isLoggedIn;
    if (!justLoggedIn) return;
    void call(calls.accountLanguage)
      .then(async ({ data }) => {
        if (data.language === currentLang()) return;
        await setLanguage(data.language);
        navigate(addressInLanguage(hereOf(window.location), data.language), { replace: true });
      })
      .catch(() => undefined);
    // Only the moment of logging in counts; later page changes keep the address's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn]);
}

/** The browser prefers Tamil and no language was ever chosen here: offer Tamil once. */
const browserPrefersTamil = () =>
  typeof navigator !== 'undefined' && (navigator.languages ?? [navigator.language]).some((l) => /^ta\b/i.test(l));

export function LanguageProposal() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => !stored.language() && !new URLSearchParams(location.search).has(LANG_PARAM) && browserPrefersTamil());
  if (!open) return null;
  const answer = async (lang: Lang) => {
    setOpen(false);
    await setLanguage(lang);
    if (lang === 'ta') navigate(addressInLanguage(hereOf(location), 'ta'));
  };
  return (
    <div className="language-proposal" role="region" aria-label="Language / மொழி" lang="ta">
      <p>இந்தத் தளத்தைத் தமிழில் படிக்க விரும்புகிறீர்களா?</p>
      <div className="language-proposal-actions">
        <button type="button" className="btn" onClick={() => void answer('ta')}>
          தமிழில் படிக்க
        </button>
        <button type="button" className="btn btn-outline" lang="en" onClick={() => void answer('en')}>
          Continue in English
        </button>
      </div>
    </div>
  );
}
