import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toasts } from '../lib/toast';
import { PATHS } from '@portal/contract/routes';
import { MessageArea, MessageProvider } from '../lib/message';
import { useSession } from '../lib/session';
import { Skeleton } from '../components/empty-state';
import { PhoneLinks, useHelpPhones } from '../components/help-line';
import { contactInfoQuery } from '../lib/queries';
import { useSiteName } from '../lib/site-name';
import { LanguageProposal, LanguageSwitch, useAccountLanguageOnLogin, useLanguageInAddress } from './language';


/** The site's main sections: the header's menu, and the first of the footer's links. */
const MAIN_SECTIONS = [
  [PATHS.home, 'nav.home'],
  [PATHS.upcomingEvents, 'nav.upcoming'],
  [PATHS.programs, 'nav.programs'],
  [PATHS.eventMain, 'nav.events'],
  [PATHS.projects, 'nav.projects'],
  [PATHS.karmayogamHome, 'nav.karmayogam'],
] as const;

/** The shop link, from the site settings ('' = no shop: the link is left out). */
function useShopUrl(): string {
  return useQuery(contactInfoQuery()).data?.shop_url ?? '';
}

/** Header, message area, page and footer around every route. */
export function Layout() {
  useLanguageInAddress();
  useAccountLanguageOnLogin();
  return (
    <MessageProvider>
      <SkipLink />
      <LanguageProposal />
      <Header />
      <main id="main" tabIndex={-1}>
        <div className="container">
          <MessageArea />
        </div>
        <Suspense fallback={<div className="container page"><Skeleton count={3} /></div>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toasts position="bottom-center" autoClose={2500} hideProgressBar />
    </MessageProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('site.skip')}
    </a>
  );
}

function Header() {
  const { t } = useTranslation();
  const { isLoggedIn, user, logout } = useSession();
  const [open, setOpen] = useState(false);
  const shopUrl = useShopUrl();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => setOpen(false), [location.pathname]);

  const onLogout = async () => {
    await logout();
    navigate(PATHS.login);
  };

  const items = MAIN_SECTIONS.map(([to, key]): [string, string] => [to, t(key)]);
  const siteName = useSiteName();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to={PATHS.home} className="brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{siteName}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((o) => !o)}
        >
          {t('site.menu')}
        </button>
        <nav id="site-nav" className={open ? 'site-nav open' : 'site-nav'} aria-label="Main">
          <ul>
            {items.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'}>
                  {label}
                </NavLink>
              </li>
            ))}
            {shopUrl && (
              <li>
                <a href={shopUrl} target="_blank" rel="noopener noreferrer">
                  {t('nav.shop')}
                </a>
              </li>
            )}
            <li>
              <NavLink to={PATHS.mandirPayment}>{t('nav.blessings')}</NavLink>
            </li>
            <li>
              <NavLink to={PATHS.gallery}>{t('nav.gallery')}</NavLink>
            </li>
            {isLoggedIn ? (
              <>
                <li>
                  <NavLink to={PATHS.profile}>{t('nav.account')}</NavLink>
                </li>
                <li>
                  <button type="button" className="nav-button" onClick={onLogout}>
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to={PATHS.login}>{t('nav.login')}</NavLink>
              </li>
            )}
            <li>
              <NavLink to={PATHS.contact}>{t('nav.contact')}</NavLink>
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          {isLoggedIn && (
            <span className="welcome" data-testid="welcome">
              {t('nav.welcome')}
              {user?.user_name}
            </span>
          )}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}

function Footer() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const links: Array<[string, string]> = [
    ...MAIN_SECTIONS.map(([to, key]): [string, string] => [to, t(key)]),
    [PATHS.mandirPayment, t('nav.blessings')],
    [PATHS.gallery, t('nav.gallery')],
    isLoggedIn ? [PATHS.profile, t('nav.account')] : [PATHS.login, t('nav.login')],
    [PATHS.contact, t('nav.contact')],
  ];
  const policies: Array<[string, string]> = [
    [PATHS.privacyPolicy, t('nav.privacy')],
    [PATHS.refundPolicy, t('nav.refund')],
    [PATHS.disclaimer, t('nav.disclaimer')],
  ];
  const siteName = useSiteName();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div>
          <p className="footer-brand">{siteName}</p>
          <p>{t('footer.about')}</p>
        </div>
        <FooterLinks title={t('footer.links')} links={links} />
        <FooterLinks title={t('footer.policies')} links={policies} />
        <FooterContact />
        <FooterSocial />
      </div>
      <p className="container copyright">
        © {new Date().getFullYear()} {siteName}. {t('footer.rights')}
      </p>
    </footer>
  );
}

/** The foundation's social pages (site settings), each only when set; nothing when none is. */
function FooterSocial() {
  const { t } = useTranslation();
  const social = useQuery(contactInfoQuery()).data?.social;
  const links = social
    ? ([['Facebook', social.facebook], ['Instagram', social.instagram], ['YouTube', social.youtube], ['X', social.x]] as const).filter(([, url]) => url)
    : [];
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('footer.social')} data-testid="footer-social">
      <h2 className="footer-heading">{t('footer.social')}</h2>
      <ul>
        {links.map(([name, url]) => (
          <li key={name}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The help lines and the shop's address from the site settings; nothing when neither is set. */
/** A titled list of footer links (a navigation landmark named by its title). */
function FooterLinks({ title, links }: { title: string; links: Array<[string, string]> }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterContact() {
  const { t } = useTranslation();
  const phones = useHelpPhones();
  const shopAddress = useQuery(contactInfoQuery()).data?.shop_address ?? '';
  if (phones.length === 0 && !shopAddress) return null;
  return (
    <section aria-labelledby="footer-contact" data-testid="footer-contact">
      <h2 className="footer-heading" id="footer-contact">
        {t('footer.contact')}
      </h2>
      {phones.length > 0 && (
        <p data-testid="footer-help-lines">
          {t('footer.helpLines')}: <PhoneLinks phones={phones} />
        </p>
      )}
      {shopAddress && (
        <p data-testid="footer-shop-address" className="footer-address">
          {t('footer.shop')}: {shopAddress}
        </p>
      )}
    </section>
  );
}
