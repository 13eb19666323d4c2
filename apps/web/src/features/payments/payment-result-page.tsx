import { useEffect } from 'react';
import { DetailsFormLink } from '../../components/ticket-panel';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentResult } from '@portal/contract/payments';
import { PATHS } from '@portal/contract/routes';
import { Skeleton } from '../../components/empty-state';
import { LabelValues } from '../../components/label-values';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/money';
import { PageHead } from '../../components/page-head';
import { useSession } from '../../lib/session';
import { clearNavMarkers } from '../../lib/stored-keys';
import { paymentsApi } from './api';
import './strings';
import './payments.css';

type Shown = 'success' | 'failed' | 'pending';
const shownStatus = (r: PaymentResult): Shown =>
  r.info_success !== 1 || r.gateway_status !== 1 ? 'failed' : r.payment_status === 'aborted' ? 'failed' : r.payment_status;

/**
 * /payment/{txn} (event registrations) and /paymentcheck?txn_id= (donations): what the server
 * recorded for a payment. Opening it for a pending payment makes the server ask the gateway.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('pay.title')} />;
  const params = useParams();
  const [search] = useSearchParams();
  const txn = params.id ?? search.get('txn_id') ?? '';
  const { isLoggedIn } = useSession();
  const result = useQuery({
    queryKey: ['payment-result', txn],
    queryFn: () => paymentsApi.result(txn),
    enabled: !!txn && isLoggedIn,
    retry: false,
    staleTime: 0,
  });

  // The registration journey ends here: forget which program and event it was headed for.
  useEffect(() => clearNavMarkers(), []);

  let body: React.ReactNode;
  if (!txn) body = <Outcome status="failed" message={t('pay.noTxn')} />;
  else if (!isLoggedIn)
    body = (
      <p>
        {t('pay.loginToSee')} <Link to={PATHS.login}>{t('pay.login')}</Link>
      </p>
    );
  else if (result.isError) body = <Outcome status="failed" message={errorMessage(result.error)} />;
  else if (!result.data) body = <Skeleton count={1} height={260} />;
  else body = <ResultCard r={result.data} checking={result.isFetching} onCheck={() => void result.refetch()} />;

  return (
    <div className="container page pay-page">
      {head}
      <section className="card pay-card" aria-live="polite">
        {body}
      </section>
    </div>
  );
}

function Outcome({ status, message }: { status: Shown; message?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={`pay-mark is-${status}`} aria-hidden="true">
        {status === 'success' ? '✓' : status === 'pending' ? '…' : '✕'}
      </div>
      <h1 className="pay-heading" data-testid="payment-status">
        {t(`pay.${status}`)}
      </h1>
      {message && <p className="pay-message">{message}</p>}
    </>
  );
}

function ResultCard({ r, checking, onCheck }: { r: PaymentResult; checking: boolean; onCheck: () => void }) {
  const { t } = useTranslation();
  const status = shownStatus(r);
  const rows: Array<[string, string]> = [
    [t('pay.txnId'), r.txn_id],
    ...(r.tracking_id ? [[t('pay.trackingId'), r.tracking_id] as [string, string]] : []),
    [t('pay.total'), formatMoney(r.amount, r.currency)],
    [t('pay.statusMessage'), r.status_message],
    ...(status === 'success' && r.regid ? [[t('pay.regNumber'), r.regid] as [string, string]] : []),
    ...(status === 'success' && r.receipt_number ? [[t('pay.receiptNumber'), r.receipt_number] as [string, string]] : []),
  ];
  const mandir = r.pay_from === 'mandir';
  return (
    <>
      <Outcome status={status} />
      <LabelValues className="pay-details" rows={rows} />
      {status === 'pending' && <p className="muted">{t('pay.pendingHint')}</p>}
      <div className="pay-actions">
        {status === 'pending' && (
          <button type="button" className="btn" onClick={onCheck} disabled={checking}>
            {checking ? t('pay.checking') : t('pay.checkAgain')}
          </button>
        )}
        {!mandir && status === 'success' && r.regevent_id > 0 && <DetailsFormLink registrationId={r.regevent_id} />}
        {!mandir && r.regevent_id > 0 && (
          <Link className="btn btn-outline" to={PATHS.eventDetail(r.regevent_id)}>
            {t('pay.toEventDetail')}
          </Link>
        )}
        <Link className="btn btn-outline" to={mandir ? PATHS.donationList : PATHS.profile}>
          {mandir ? t('pay.toDonations') : t('pay.toProfile')}
        </Link>
      </div>
    </>
  );
}
