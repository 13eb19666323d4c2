import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';

/**
 * The back office's navigation: one entry per section. A feature adds its section here: the
 * path under /admin (no leading slash; the page handles deeper paths itself), the label, the
 * roles that see it (owner always does) and the page, loaded only when opened.
 */
export interface AdminSection {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  page: LazyExoticComponent<ComponentType>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: 'registrations', label: 'Registrations', roles: ['coordinator', 'finance'], page: lazy(() => import('../registrations/admin-registrations-page')) },
  { path: 'account', label: 'My account', roles: STAFF_ROLES, page: lazy(() => import('./account-page')) },
  { path: 'staff', label: 'Staff', roles: ['owner'], page: lazy(() => import('./staff-page')) },
  { path: 'audit-log', label: 'Audit log', roles: ['owner'], page: lazy(() => import('./audit-log-page')) },
];
