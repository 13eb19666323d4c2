import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { roleAllowed, useStaff } from '../../lib/admin-client';
import { ADMIN_SECTIONS } from './admin-sections';
import { sectionLabel } from './admin-layout';
import { DashboardPanel } from './dashboard';

/** /admin: a greeting, the dashboard for the roles that may see it, and the sections this role may open. */
export default function HomePage() {
  const { t } = useTranslation();
  const staff = useStaff();
  if (!staff) return null;
  const sections = ADMIN_SECTIONS.filter((s) => roleAllowed(staff.role, s.roles));
  return (
    <section>
      <h1>{t('admin.welcome', { name: staff.name })}</h1>
      {roleAllowed(staff.role, calls.adminDashboard.roles) && <DashboardPanel />}
      <h2 className="admin-home-sections">{t('admin.chooseWork')}</h2>
      <ul className="admin-tiles">
        {sections.map((s) => (
          <li key={s.path}>
            <Link className="card admin-tile" to={`${ADMIN_PATHS.root}/${s.path}`}>
              {sectionLabel(s)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
