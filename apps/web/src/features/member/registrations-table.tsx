import { Link } from 'react-router';
import { DetailsFormLink } from '../../components/ticket-panel';
import { useTranslation } from 'react-i18next';
import { feedbackRoute } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import {
  EVENT_STATUS_LABELS,
  PAY_STATUS_LABELS,
  type RegistrationRow,
} from '@portal/contract/registrations';
import { AdminTableHead } from '../../components/admin-list';
import { displayDate } from '../../lib/dates';
import { hardNavigate } from '../../lib/navigation';
import { stored } from '../../lib/stored-keys';

/** Amounts in major units with the row's currency, Indian digit grouping. */
export function formatMoney(amount: number, currency: string): string {
  try {
    const fraction = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: currency || 'INR',
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/**
 * 'Give FeedBack' only when the event is completed and no feedback was given,
 * and only for programs that have a feedback form (1 to 5, or the office's feedback questions); and only to those who came (checked in
 * where the event used check-in, otherwise paid in full: the server's `came`).
 */
export function canGiveFeedback(row: RegistrationRow): boolean {
  return row.came === 1 && row.event_status === 'completed' && row.feedback === 0 && row.feedback_form === 1 && !!feedbackRoute(row.program_id);
}

/** Giving feedback stores the registration locally (reg_id, regprogram_id) and opens the program's form. */
function giveFeedback(row: RegistrationRow) {
  stored.setRegId(row.id);
  stored.setRegProgramId(row.program_id);
  hardNavigate(feedbackRoute(row.program_id)!);
}

/**
 * The registrations of /current-event and /history-event: a table on wide screens that turns
 * into one card per registration on phones (each cell carries its column name).
 */
export function RegistrationsTable({ rows, kind }: { rows: RegistrationRow[]; kind: 'current' | 'history' }) {
  const { t } = useTranslation();
  const columns = [
    t('member.events.no'),
    t('member.events.eventName'),
    t('member.events.participant'),
    t('member.events.date'),
    t('member.events.location'),
    t('member.events.eventStatus'),
    t('member.events.price'),
    t('member.events.payable'),
    kind === 'current' ? t('member.events.status') : t('member.events.paymentStatus'),
    t('member.events.action'),
  ];
  return (
    <div className="reg-table-wrap">
      <table className="reg-table">
        <caption className="visually-hidden">{t('member.events.tableCaption')}</caption>
        <AdminTableHead columns={columns} />
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id} data-testid="registration-row">
              <td data-label={columns[0]}>{i + 1}</td>
              <th scope="row" data-label={columns[1]}>
                {row.event_name}
              </th>
              <td data-label={columns[2]}>{row.participant_name}</td>
              <td data-label={columns[3]}>{displayDate(row.event_date)}</td>
              <td data-label={columns[4]}>{row.event_address}</td>
              <td data-label={columns[5]}>{t(`member.eventStatus.${row.event_status}`, { defaultValue: EVENT_STATUS_LABELS[row.event_status] ?? row.event_status })}</td>
              <td data-label={columns[6]}>{formatMoney(row.total, row.currency)}</td>
              <td data-label={columns[7]}>{formatMoney(row.payable, row.currency)}</td>
              <td data-label={columns[8]}>
                <span className={`pay-status pay-${row.pay_status}`}>
                  {t(`member.payStatus.${row.pay_status}`, { defaultValue: PAY_STATUS_LABELS[row.pay_status] ?? row.pay_status })}
                </span>
              </td>
              <td data-label={columns[9]} className="reg-actions">
                <Link className="btn btn-outline btn-small" to={PATHS.eventDetail(row.id)} aria-label={t('member.events.viewLabel', { name: row.event_name })}>
                  {t('member.events.view')}
                </Link>
                {kind === 'current' && (row.pay_status === 'success' || row.pay_status === 'partialpay') && (
                  <DetailsFormLink registrationId={row.id} className="btn btn-small" />
                )}
                {kind === 'history' && canGiveFeedback(row) && (
                  <button type="button" className="btn btn-small" onClick={() => giveFeedback(row)}>
                    {t('member.events.giveFeedback')}
                  </button>
                )}
                {kind === 'history' && row.feedback === 1 && (
                  <Link className="btn btn-outline btn-small" to={PATHS.feedbackView(row.id)}>
                    {t('member.events.viewFeedback')}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
