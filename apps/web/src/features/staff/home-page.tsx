import { Link } from 'react-router';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { roleAllowed, useStaff } from '../../lib/admin-client';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin: a greeting and the sections this role may open. */
export default function HomePage() {
  const staff = useStaff();
  if (!staff) return null;
  const sections = ADMIN_SECTIONS.filter((s) => roleAllowed(staff.role, s.roles));
  return (
    <section>
      <h1>Welcome, {staff.name}</h1>
      <p>Choose what to work on.</p>
      <ul className="admin-tiles">
        {sections.map((s) => (
          <li key={s.path}>
            <Link className="card admin-tile" to={`${ADMIN_PATHS.root}/${s.path}`}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
