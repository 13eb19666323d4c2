import { Suspense, useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { MessageArea } from '../../lib/message';
import { adminCall, roleAllowed, staffStore, useStaff } from '../../lib/admin-client';
import i18next, { tx } from '../../lib/i18n';
import { LanguageSwitch, useLanguageInAddress } from '../language';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';
import './admin-strings';

/**
 * The frame of every back-office page: who is signed in, the sections they may open, the
 * language (the site's switch: the address says it, the browser remembers it), sign out.
 */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  useLanguageInAddress();
  useEffect(() => {
    document.title = t('admin.title');
  }, [t, i18n.language]);
  if (!staff) return <Navigate to={`${ADMIN_PATHS.login}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  const signOut = async () => {
    await adminCall(calls.adminLogout).catch(() => undefined);
    staffStore.set(null);
    navigate(ADMIN_PATHS.login, { replace: true });
  };
  const sections = ADMIN_SECTIONS.filter((s) => roleAllowed(staff.role, s.roles));
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        {t('admin.skip')}
      </a>
      <header className="admin-header">
        <NavLink to={ADMIN_PATHS.root} end className="admin-brand">
          {t('admin.title')}
        </NavLink>
        <span className="admin-who" data-testid="admin-who">
          {staff.name} · {t(`admin.roles.${staff.role}`)}
        </span>
        <LanguageSwitch />
        <button type="button" className="btn btn-outline admin-signout" onClick={signOut}>
          {t('admin.signOut')}
        </button>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t('admin.nav')}>
          <ul>
            <li>
              <NavLink to={ADMIN_PATHS.root} end>
                {t('admin.home')}
              </NavLink>
            </li>
            {sections.map((s) => (
              <li key={s.path}>
                <NavLink to={`${ADMIN_PATHS.root}/${s.path}`}>{sectionLabel(s)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <MessageArea />
          <Suspense fallback={<p className="admin-loading">{t('admin.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** A section's name in the shown language (the English one when the section has no Tamil yet). */
export function sectionLabel(s: AdminSection): string {
  return i18next.t(`admin.sections.${s.path}`, { defaultValue: s.label });
}

/** A section's page, or the refusal when the role may not open it (the server refuses its calls too). */
export function SectionGate({ section }: { section: AdminSection }) {
  const staff = useStaff();
  if (!staff) return null;
  if (!roleAllowed(staff.role, section.roles)) {
    return (
      <div className="alert alert-error" role="alert" data-testid="admin-forbidden">
        {tx(MESSAGES.staffForbidden)}
      </div>
    );
  }
  const Page = section.page;
  return <Page />;
}
