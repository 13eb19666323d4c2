import { Suspense, useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { MessageArea } from '../../lib/message';
import { adminCall, roleAllowed, staffStore, useStaff } from '../../lib/admin-client';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';

const ROLE_LABELS = { owner: 'Owner', editor: 'Editor', coordinator: 'Coordinator', finance: 'Finance' } as const;

/** The frame of every back-office page: who is signed in, the sections they may open, sign out. */
export function AdminLayout() {
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Back office';
  }, []);
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
        Skip to content
      </a>
      <header className="admin-header">
        <NavLink to={ADMIN_PATHS.root} end className="admin-brand">
          Back office
        </NavLink>
        <span className="admin-who" data-testid="admin-who">
          {staff.name} · {ROLE_LABELS[staff.role]}
        </span>
        <button type="button" className="btn btn-outline admin-signout" onClick={signOut}>
          Sign out
        </button>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="Back office">
          <ul>
            <li>
              <NavLink to={ADMIN_PATHS.root} end>
                Home
              </NavLink>
            </li>
            {sections.map((s) => (
              <li key={s.path}>
                <NavLink to={`${ADMIN_PATHS.root}/${s.path}`}>{s.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <MessageArea />
          <Suspense fallback={<p className="admin-loading">Loading…</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** A section's page, or the refusal when the role may not open it (the server refuses its calls too). */
export function SectionGate({ section }: { section: AdminSection }) {
  const staff = useStaff();
  if (!staff) return null;
  if (!roleAllowed(staff.role, section.roles)) {
    return (
      <div className="alert alert-error" role="alert" data-testid="admin-forbidden">
        {MESSAGES.staffForbidden}
      </div>
    );
  }
  const Page = section.page;
  return <Page />;
}
