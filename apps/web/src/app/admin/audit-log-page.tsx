import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { AdminDateRange, AdminFilters, AdminListStatus, AdminPager, AdminTableFrame } from '../../components/admin-list';
import { adminCall } from '../../lib/admin-client';

const PER_PAGE = 25;

/** /admin/audit-log (owner): who changed what and when, newest first, filtered by entity, person and dates. */
export default function AuditLogPage() {
  const [filter, setFilter] = useState({ q: '', entity: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = { ...filter, page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => adminCall(calls.adminAuditLog, { query }),
  });
  const setValue = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const set = (key: keyof typeof filter) => (ev: React.ChangeEvent<HTMLInputElement>) => setValue(key, ev.target.value);
  return (
    <section>
      <h1>Audit log</h1>
      <AdminFilters>
        <label>
          Search
          <input type="search" value={filter.q} onChange={set('q')} placeholder="Action, entity, id or person" />
        </label>
        <label>
          Entity
          <input value={filter.entity} onChange={set('entity')} placeholder="e.g. staff, events" />
        </label>
        <AdminDateRange label="From" from={filter.from} to={filter.to} onChange={setValue} />
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No changes match." />
      {data && data.data.length > 0 && (
        <AdminTableFrame caption={`Changes, newest first (${data.total} in all)`} columns={['When', 'Who', 'Action', 'What', 'Change']}>
          {data.data.map((row) => (
            <tr key={row.id}>
              <td>{row.at.slice(0, 16).replace('T', ' ')}</td>
              <td>{row.staff_name}</td>
              <td>{row.action}</td>
              <td>
                {row.entity}
                {row.entity_id && ` #${row.entity_id}`}
              </td>
              <td>
                <ChangeDetails before={row.before} after={row.after} />
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function ChangeDetails({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <span>—</span>;
  return (
    <details>
      <summary>Show values</summary>
      {before != null && <pre aria-label="Before">{JSON.stringify(before, null, 2)}</pre>}
      {after != null && <pre aria-label="After">{JSON.stringify(after, null, 2)}</pre>}
    </details>
  );
}
