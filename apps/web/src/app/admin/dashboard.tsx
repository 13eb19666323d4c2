import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import type { Dashboard, DashboardEvent, DashboardFigure, Money } from '@portal/contract/admin-dashboard';
import { ADMIN_PATHS } from '@portal/contract/staff';
import type { ReactNode } from 'react';
import { AdminListStatus, AdminTableFrame } from '../../components/admin-list';
import { adminCall } from '../../lib/admin-client';
import { displayDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import './dashboard.css';

/**
 * The back office's dashboard, above the home page's tiles: registrations and money this
 * week and this financial year by program and by fund, payments waiting, refunds due, this month's
 * events with their seats. A coordinator's answer has no money fields, so no money column is drawn.
 */
export function DashboardPanel() {
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminCall(calls.adminDashboard) });
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className="visually-hidden">
        Dashboard
      </h2>
      <AdminListStatus error={error} isLoading={isLoading} />
      {data && <DashboardBody d={data.data} />}
    </section>
  );
}

const span = (p: { from: string; to: string }) => (p.from === p.to ? displayDate(p.from) : `${displayDate(p.from)} – ${displayDate(p.to)}`);

/** Amounts per currency, one line each (two currencies are never added together). */
function Amounts({ money }: { money: Money[] }) {
  if (money.length === 0) return <span className="dash-none">None</span>;
  return (
    <span className="dash-amounts">
      {money.map((m) => (
        <span key={m.currency} data-currency={m.currency}>
          {formatMoney(m.amount, m.currency)}
        </span>
      ))}
    </span>
  );
}

function DashboardBody({ d }: { d: Dashboard }) {
  const money = d.payments_waiting.money !== undefined;
  const weekLabel = `This week (${span(d.week)})`;
  const yearLabel = `Financial year ${d.year.label}`;
  const periods = { money, weekLabel, yearLabel };
  return (
    <>
      <dl className="dash-cards" aria-label="Waiting and due">
        <Card title="Payments waiting" testId="dash-payments-waiting" figure={d.payments_waiting} unit="payment" link={money ? `${ADMIN_PATHS.root}/payments` : undefined} />
        <Card title="Refunds due" testId="dash-refunds-due" figure={d.refunds_due} unit="order" link={money ? `${ADMIN_PATHS.root}/refunds` : undefined} />
      </dl>
      <p className="admin-hint">
        {weekLabel}; {yearLabel} from {displayDate(d.year.from)}. Times are India time.
      </p>
      <FigureTable {...FIGURE_TABLES.programs} {...periods} rows={d.programs.map((p) => ({ key: String(p.program_id), name: p.name, week: p.week, year: p.year }))} />
      <FigureTable {...FIGURE_TABLES.funds} {...periods} rows={d.funds.map((f) => ({ key: f.fund, name: f.label, week: f.week, year: f.year }))} />
      <EventsTable events={d.events} month={d.month} />
      {d.codes.length > 0 && (
        <FigureTable
          {...FIGURE_TABLES.codes}
          {...periods}
          rows={d.codes.flatMap((c) => [
            { key: c.code, name: c.code, week: c.week, year: c.year },
            // Per event only where the code served more than one: otherwise the row says it all.
            ...(c.events.length > 1 ? c.events.map((e) => ({ key: `${c.code}-${e.event_id}`, name: `${c.code} · ${e.name}`, week: e.week, year: e.year })) : []),
          ])}
        />
      )}
    </>
  );
}

/** The texts of the two figure tables: by program and by fund. */
const FIGURE_TABLES = {
  programs: {
    title: 'Registrations by program',
    caption: 'Registrations holding a place (paid in full or in part, or allowed to pay later; not cancelled) and the money held for them (received, less refunds)',
    testId: 'dash-programs',
    first: 'Program',
    counted: 'Registrations',
  },
  codes: {
    title: 'Discount codes',
    caption: 'Registrations holding a place that used a discount code, and the discount it gave (per code, then per event where a code served several)',
    testId: 'dash-codes',
    first: 'Code',
    counted: 'Uses',
  },
  funds: {
    title: 'Donations by fund',
    caption: 'Donations received, online and offline (a gift in kind is counted, not added to the money)',
    testId: 'dash-funds',
    first: 'Fund',
    counted: 'Donations',
  },
};

function Card({ title, testId, figure, unit, link }: { title: string; testId: string; figure: DashboardFigure; unit: string; link?: string }) {
  const units = `${unit}${figure.count === 1 ? '' : 's'}`;
  return (
    <div className="card dash-card" data-testid={testId}>
      <dt>{link ? <Link to={link}>{title}</Link> : title}</dt>
      <dd className="dash-count">
        <span className="dash-count-n">{figure.count}</span> {units}
      </dd>
      {figure.money && (
        <dd className="dash-money">
          <Amounts money={figure.money} />
        </dd>
      )}
    </div>
  );
}

interface FigureRow {
  key: string;
  name: string;
  week: DashboardFigure;
  year: DashboardFigure;
}

function FigureTable(p: { title: string; caption: string; testId: string; first: string; counted: string; money: boolean; weekLabel: string; yearLabel: string; rows: FigureRow[] }) {
  const columns = p.money
    ? [p.first, `${p.counted} this week`, 'Money this week', `${p.counted} this year`, 'Money this year']
    : [p.first, `${p.counted} this week`, `${p.counted} this year`];
  return (
    <DashSection id={`${p.testId}-title`} title={p.title}>
      <AdminTableFrame caption={`${p.caption}: ${p.weekLabel}; ${p.yearLabel}`} className="admin-cards dash-table" testId={p.testId} columns={columns}>
        {p.rows.map((r) => (
          <tr key={r.key} data-testid={`${p.testId}-row`}>
            <th scope="row" data-label={columns[0]}>
              {r.name}
            </th>
            <FigureCells figure={r.week} counted={`${p.counted} this week`} money="Money this week" />
            <FigureCells figure={r.year} counted={`${p.counted} this year`} money="Money this year" />
          </tr>
        ))}
      </AdminTableFrame>
    </DashSection>
  );
}

/** A figure's cells in a row: its count, then its money when the answer has money (`counted` and `money` are the columns' names). */
function FigureCells({ figure, counted, money }: { figure: DashboardFigure; counted: string; money: string }) {
  return (
    <>
      <td data-label={counted} className="dash-num">
        {figure.count}
      </td>
      {figure.money && (
        <td data-label={money} className="dash-num">
          <Amounts money={figure.money} />
        </td>
      )}
    </>
  );
}

/** One titled part of the dashboard. */
function DashSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="dash-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function EventsTable({ events, month }: { events: DashboardEvent[]; month: { from: string; to: string } }) {
  const title = `Events this month (${span(month)})`;
  return (
    <DashSection id="dash-events-title" title={title}>
      {events.length === 0 ? (
        <p className="admin-empty">No events this month.</p>
      ) : (
        <AdminTableFrame caption={`${title}, with the seats taken`} className="admin-cards dash-table" testId="dash-events" columns={['Event', 'Program', 'Dates', 'Seats taken']}>
          {events.map((e) => (
            <tr key={e.id} data-testid="dash-events-row">
              <th scope="row" data-label="Event">
                {e.name}
              </th>
              <td data-label="Program">{e.program_name}</td>
              <td data-label="Dates">{e.end_date && e.end_date !== e.event_date ? `${displayDate(e.event_date)} – ${displayDate(e.end_date)}` : displayDate(e.event_date)}</td>
              <td data-label="Seats taken">
                <Seats taken={e.taken} capacity={e.capacity} />
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
    </DashSection>
  );
}

function Seats({ taken, capacity }: { taken: number; capacity: number | null }) {
  if (capacity === null) return <span>{taken} (no limit)</span>;
  const full = taken >= capacity;
  return (
    <span className="dash-seats">
      <span>
        {taken} / {capacity}
        {full ? ' — full' : ''}
      </span>
      <meter min={0} max={Math.max(capacity, 1)} value={Math.min(taken, capacity)} aria-label={`${taken} of ${capacity} seats taken`} />
    </span>
  );
}
