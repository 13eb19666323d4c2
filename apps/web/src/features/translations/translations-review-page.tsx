import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { AdminFilters, AdminListStatus, AdminPager, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { adminCall } from '../../lib/admin-client';
// The Tamil column needs the Tamil font, which the (English) back office does not load otherwise.
import '@fontsource/noto-sans-tamil/tamil-400.css';
import './translations.css';

const PER_PAGE = 50;
const SHOW_OPTIONS = [['drafts', 'Drafts only']] as const;

/**
 * /admin/translations-review (editor, owner): every interface and message string with its Tamil,
 * marked Draft until the translator has reviewed it. Read only: reviews come in by the
 * translator's file (`npm run i18n:export`, edit, `npm run i18n:import`).
 */
export default function TranslationsReviewPage() {
  const [filter, setFilter] = useState({ q: '', show: '' });
  const [page, setPage] = useState(1);
  const query = { q: filter.q, show: filter.show === 'drafts' ? ('drafts' as const) : ('all' as const), page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'translation-rows', query],
    queryFn: () => adminCall(calls.adminTranslationRows, { query }),
  });
  const set = (key: keyof typeof filter) => (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilter((f) => ({ ...f, [key]: ev.target.value }));
    setPage(1);
  };
  return (
    <section>
      <h1>Translations review</h1>
      <div className="translation-howto">
        <p>A Tamil text marked Draft was written with the code and is not yet reviewed by a person. To review, the translator:</p>
        <ol>
          <li>
            exports every string: <code>npm run i18n:export</code> (writes <code>i18n/tamil.json</code>);
          </li>
          <li>
            edits the Tamil (<code>ta</code>) and sets <code>reviewed</code> to <code>true</code> for each text checked;
          </li>
          <li>
            imports the file back: <code>npm run i18n:import</code>. The reviewed texts show here as Reviewed once the site is deployed again.
          </li>
        </ol>
      </div>
      <AdminFilters>
        <label>
          Search
          <input type="search" value={filter.q} onChange={set('q')} placeholder="Key, English or Tamil" />
        </label>
        <AdminSelectFilter label="Show" value={filter.show} onChange={set('show')} options={SHOW_OPTIONS} />
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No strings match." />
      {data && data.data.length > 0 && (
        <AdminTableFrame caption={`Strings (${data.total} match)`} columns={['Key', 'English', 'Tamil', 'Status']}>
          {data.data.map((row) => (
            <tr key={row.key}>
              <td className="translation-key">{row.key}</td>
              <td>{row.en}</td>
              <td lang="ta" className="translation-ta">{row.ta}</td>
              <td>
                <span className={`translation-badge ${row.reviewed ? 'is-reviewed' : 'is-draft'}`}>{row.reviewed ? 'Reviewed' : 'Draft'}</span>
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}
