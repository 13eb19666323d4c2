import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRow } from '@portal/contract/donations';
import { displayDate } from '../../lib/dates';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { donationsApi } from './api';

export function formatAmount(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** A row's download button: disabled (aria-busy) while `download` runs; a failure is told in the message area. */
export function BusyDownloadButton({ download, label }: { download: () => Promise<unknown>; label: (busy: boolean) => ReactNode }) {
  const { showError, clear } = useMessage();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    clear();
    setBusy(true);
    try {
      await download();
    } catch (err) {
      showError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-small" onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {label(busy)}
    </button>
  );
}

/**
 * One row's download: Download Receipt for a donation (its 80G receipt is a receipt, not an
 * invoice), the spec's Download Invoice for a registration; disabled with its progress meanwhile.
 */
function DownloadButton({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  const label = row.invoice_type === 'mandir' ? t('donations.downloadReceipt') : t('donations.download');
  return <BusyDownloadButton download={() => donationsApi.downloadInvoice(row)} label={(busy) => (busy ? t('donations.downloading') : label)} />;
}

/**
 * The payments of one tab as a table; below 720 px each row becomes a card whose cells carry
 * their column name (data-label), so nothing scrolls sideways on a phone.
 */
export function PaymentTable({ rows, withDownload, offset = 0 }: { rows: PaymentRow[]; withDownload: boolean; offset?: number }) {
  const { t } = useTranslation();
  return (
    <table className="payment-table">
      <thead>
        <tr>
          <th scope="col">{t('donations.colNo')}</th>
          <th scope="col">{t('donations.colFor')}</th>
          <th scope="col">{t('donations.colReference')}</th>
          {withDownload && <th scope="col">{t('donations.colReceipt')}</th>}
          <th scope="col">{t('donations.colDate')}</th>
          <th scope="col">{t('donations.colAmount')}</th>
          <th scope="col">{t('donations.colStatus')}</th>
          {withDownload && <th scope="col">{t('donations.colAction')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id} data-testid="payment-row">
            <td data-label={t('donations.colNo')}>
              <span>{offset + i + 1}</span>
            </td>
            <td data-label={t('donations.colFor')}>
              <span>
                <span className="payment-title">{row.title}</span>
                <span className="payment-type">{row.payment_type === 'mandir' ? t('donations.typeMandir') : t('donations.typeEvent')}</span>
              </span>
            </td>
            <td data-label={t('donations.colReference')}>
              <span className="payment-ref">{row.payment_id}</span>
            </td>
            {withDownload && (
              <td data-label={t('donations.colReceipt')}>
                <span className="nowrap">{row.receipt_number || '-'}</span>
                {row.receipt_cancelled && (
                  <>
                    {' '}
                    <span className="pay-status pay-status-failed">{t('donations.receiptCancelled')}</span>
                  </>
                )}
              </td>
            )}
            <td data-label={t('donations.colDate')}>
              <span className="nowrap">{displayDate(row.created_date)}</span>
            </td>
            <td data-label={t('donations.colAmount')}>
              <span className="nowrap">{formatAmount(row.amount, row.currency)}</span>
            </td>
            <td data-label={t('donations.colStatus')}>
              <span>
                <span className={`pay-status pay-status-${row.pay_status}`}>{t(`donations.status.${row.pay_status}`)}</span>
              </span>
            </td>
            {withDownload && (
              <td data-label={t('donations.colAction')}>
                <span>{row.receipt_cancelled ? <small>{t('donations.receiptCancelledNote')}</small> : <DownloadButton row={row} />}</span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
