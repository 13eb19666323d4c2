import { CALL_GROUPS, calls } from '@portal/contract/calls';
import type { CallDef } from '@portal/contract/call';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';

/**
 * Who may do what in the back office, derived from the call table (each staff call's `roles`):
 * one row per group of calls that share a module, a kind (read or change) and the roles allowed.
 * docs/decisions/staff.md carries this table word for word; role-table.test.ts checks that it does
 * and tries every row with every role.
 */
export interface RoleRow {
  group: string;
  kind: 'read' | 'change';
  allowed: readonly StaffRole[];
  calls: string[];
}

const allowedOf = (c: CallDef): StaffRole[] => STAFF_ROLES.filter((r) => r === 'owner' || !c.roles || c.roles.includes(r));

export function roleRows(): RoleRow[] {
  const rows = new Map<string, RoleRow>();
  for (const [group, names] of Object.entries(CALL_GROUPS)) {
    for (const name of names) {
      const call = calls[name] as CallDef;
      if (call.auth !== 'staff') continue;
      const kind = call.method === 'GET' ? 'read' : 'change';
      const allowed = allowedOf(call);
      const key = `${group}|${kind}|${allowed.join(',')}`;
      const row = rows.get(key) ?? { group, kind, allowed, calls: [] };
      row.calls.push(name);
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

/** The table as docs/decisions/staff.md shows it. */
export function roleTableMarkdown(rows = roleRows()): string {
  const head = `| Calls | ${STAFF_ROLES.join(' | ')} | The calls |`;
  const rule = `|---|${STAFF_ROLES.map(() => ':-:').join('|')}|---|`;
  const lines = rows.map((r) => `| ${r.group} (${r.kind}) | ${STAFF_ROLES.map((role) => (r.allowed.includes(role) ? 'yes' : 'no')).join(' | ')} | ${r.calls.join(', ')} |`);
  return [head, rule, ...lines].join('\n');
}
