import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { AccountLayout } from '../../components/account-menu';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHead } from '../../components/page-head';
import { useRequireLogin } from '../../lib/use-require-login';
import { memberApi, memberKeys } from './api';
import { RegistrationsTable } from './registrations-table';
import './member.css';
import './strings';
import { tx } from '../../lib/i18n';

const SOURCES = {
  current: { key: memberKeys.current, fetch: memberApi.currentList, title: 'member.events.currentTitle', description: 'member.events.currentDescription' },
  history: { key: memberKeys.history, fetch: memberApi.historyList, title: 'member.events.historyTitle', description: 'member.events.historyDescription' },
} as const;

/** /current-event and /history-event: the user's registrations, or 'No records found'. */
export function RegistrationsPage({ kind }: { kind: 'current' | 'history' }) {
  const { t } = useTranslation();
  const source = SOURCES[kind];
  const head = <PageHead title={t(source.title)} description={t(source.description)} />;
  const loggedIn = useRequireLogin();
  const list = useQuery({ queryKey: source.key, queryFn: source.fetch, enabled: loggedIn });
  useEffect(() => {
    if (list.error) console.warn(`${kind} registrations could not be loaded:`, list.error.message);
  }, [list.error, kind]);

  return (
    <AccountLayout title={t(source.title)}>
      {head}
      {list.isPending ? (
        <Skeleton count={3} height={72} />
      ) : list.data?.length ? (
        <RegistrationsTable rows={list.data} kind={kind} />
      ) : (
        // Spec: failed list fetches are only logged; the screen then shows the empty text.
        <EmptyState>{tx(MESSAGES.noRecords)}</EmptyState>
      )}
    </AccountLayout>
  );
}
