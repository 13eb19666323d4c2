import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DONATION_LIMITS } from '@portal/contract/donations';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { AccountLayout } from '../../components/account-menu';
import { EmptyState } from '../../components/empty-state';
import { PageHead } from '../../components/page-head';
import { donationsApi } from './api';
import { PaymentTable } from './payment-table';
import { Form10beDownloads } from './form-10be-downloads';
import './strings';
import './donations.css';
import { tx } from '../../lib/i18n';

/** Waits until typing pauses, so a search is one request, not one per key. */
function useDebounced(value: string, ms = 350) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/**
 * /donation-list ('Success Payments', with search and Download Invoice) and /donation-pending
 * ('Pending Payments'): two routes shown as the two tabs of one screen.
 */
export function PaymentsScreen({ which }: { which: 'success' | 'open' }) {
  const { t } = useTranslation();
  const title = which === 'success' ? t('donations.listTitle') : t('donations.pendingTitle');
  const head = <PageHead title={title} />;
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const list = useInfiniteQuery({
    queryKey: ['payments', which, query],
    queryFn: ({ pageParam }) => donationsApi.payments(which, query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    staleTime: 0,
  });
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <AccountLayout title={t('donations.listTitle')}>
      {head}
      <nav className="payment-tabs" aria-label={t('donations.listTitle')}>
        <Link to={PATHS.donationList} className={which === 'success' ? 'tab active' : 'tab'} aria-current={which === 'success' ? 'page' : undefined}>
          {t('donations.tabSuccess')}
        </Link>
        <Link to={PATHS.donationPending} className={which === 'open' ? 'tab active' : 'tab'} aria-current={which === 'open' ? 'page' : undefined}>
          {t('donations.tabPending')}
        </Link>
      </nav>
      {which === 'success' && <Form10beDownloads />}
      <form className="payment-search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="payment-search" className="visually-hidden">
          {t('donations.search')}
        </label>
        <input
          id="payment-search"
          type="search"
          value={search}
          maxLength={DONATION_LIMITS.searchLength}
          placeholder={t('donations.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="submit" className="btn">
          {t('donations.search')}
        </button>
      </form>
      {list.isPending ? (
        <div className="payment-skeleton" aria-busy="true" aria-label="Loading">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState>{tx(MESSAGES.noRecords)}</EmptyState>
      ) : (
        <>
          <PaymentTable rows={rows} withDownload={which === 'success'} />
          {list.hasNextPage && (
            <button type="button" className="btn btn-outline payment-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? tx(MESSAGES.pleaseWait) : t('donations.loadMore')}
            </button>
          )}
        </>
      )}
    </AccountLayout>
  );
}
