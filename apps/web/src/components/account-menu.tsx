import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@portal/contract/routes';
import { useSession } from '../lib/session';
import './account-menu.css';


/**
 * The menu entries (Profile, Current Events, History Events, Donation List, Favourite
 * List, Logout). `also` lists the screens reached from an entry, so the entry stays marked there.
 */
const ITEMS: Array<{ to: string; key: string; also: RegExp[] }> = [
  { to: PATHS.profile, key: 'accountMenu.profile', also: [] },
  { to: PATHS.currentEvents, key: 'accountMenu.current', also: [/^\/eventdetail\//] },
  { to: PATHS.historyEvents, key: 'accountMenu.history', also: [/^\/feedback-view\//] },
  { to: PATHS.donationList, key: 'accountMenu.donations', also: [/^\/donation-pending$/] },
  { to: PATHS.favouriteList, key: 'accountMenu.favourites', also: [] },
];

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The left menu of the account area; on phones a horizontal strip that scrolls sideways. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  const path = normalise(useLocation().pathname);

  const onLogout = async () => {
    await logout();
    navigate(PATHS.login);
  };

  return (
    <nav className="account-menu" aria-label={t('accountMenu.label')}>
      <ul>
        {ITEMS.map((item) => {
          const active = path === item.to || item.also.some((re) => re.test(path));
          return (
            <li key={item.to}>
              <Link to={item.to} aria-current={active ? 'page' : undefined} className={active ? 'active' : undefined}>
                {t(item.key)}
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" onClick={() => void onLogout()}>
            {t('accountMenu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** An account screen: the menu beside (on phones above) the screen's own content. */
export function AccountLayout({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div className="container">
      <div className="page account-layout">
        <AccountMenu />
        <section className="account-content">
          {title && <h1 className="account-title">{title}</h1>}
          {children}
        </section>
      </div>
    </div>
  );
}
