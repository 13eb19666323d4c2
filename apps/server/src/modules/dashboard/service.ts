import type { Dashboard, DashboardFigure, Money } from '@portal/contract/admin-dashboard';
import { seesMoney } from '@portal/contract/admin-registrations';
import { toMajor } from '@portal/contract/payments';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { istPeriods } from '../../lib/ist-period.ts';
import { donationsByFund } from '../donations/index.ts';
import { paymentsWaiting, refundsDue, registrationMoneyByProgram, type CurrencyTotal } from '../payments/index.ts';
import { codeUsesByEvent, registrationsByProgram } from '../registrations/index.ts';
import { eventSeatsDuring } from '../seats/index.ts';

/**
 * The back office's dashboard. Each figure comes from the module that owns its table,
 * one query per figure group, run side by side; this module owns no table. Money is kept per
 * currency, and left out entirely (not zeroed) for a role that does not see money.
 */

type Amounts = Map<string, number>;
const money = (amounts: Amounts): Money[] =>
  [...amounts].filter(([, minor]) => minor !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => ({ currency, amount: toMajor(minor, currency) }));
const add = (amounts: Amounts, currency: string, minor: number) => amounts.set(currency, (amounts.get(currency) ?? 0) + minor);

export function createDashboardService(deps: AppDeps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async dashboard(role: StaffRole): Promise<Dashboard> {
      const withMoney = seesMoney(role);
      const { week, year, month } = istPeriods(clock);
      const [programs, programMoney, funds, waiting, due, events, codeUses] = await Promise.all([
        registrationsByProgram(db, week, year),
        withMoney ? registrationMoneyByProgram(db, week, year) : Promise.resolve([]),
        donationsByFund(db, week, year),
        paymentsWaiting(db),
        refundsDue(db),
        eventSeatsDuring(db, month),
        codeUsesByEvent(db, week, year),
      ]);
      const figure = (count: number, amounts: Amounts): DashboardFigure => (withMoney ? { count, money: money(amounts) } : { count });
      const totals = (rows: CurrencyTotal[]) => figure(rows.reduce((n, r) => n + r.count, 0), new Map(rows.map((r) => [r.currency, r.amount_minor])));

      // In the funds' order (a Map keeps its first insertion's place).
      const fundRows = new Map<string, { label: string; week: number; year: number; weekMoney: Amounts; yearMoney: Amounts }>();
      for (const f of funds) {
        const row = fundRows.get(f.fund) ?? { label: f.label, week: 0, year: 0, weekMoney: new Map(), yearMoney: new Map() };
        row.week += f.week_count;
        row.year += f.year_count;
        if (f.currency) {
          add(row.weekMoney, f.currency, f.week_minor);
          add(row.yearMoney, f.currency, f.year_minor);
        }
        fundRows.set(f.fund, row);
      }

      // Per code, then per event of the code (the rows come ordered by code and event name).
      type Tally = { week: number; year: number; weekMoney: Amounts; yearMoney: Amounts };
      const tally = (): Tally => ({ week: 0, year: 0, weekMoney: new Map(), yearMoney: new Map() });
      const count = (t: Tally, u: (typeof codeUses)[number]) => {
        t.week += u.week;
        t.year += u.year;
        add(t.weekMoney, u.currency, Number(u.week_minor));
        add(t.yearMoney, u.currency, Number(u.year_minor));
      };
      const codeRows = new Map<string, Tally & { events: Map<number, Tally & { name: string }> }>();
      for (const u of codeUses) {
        const row = codeRows.get(u.code) ?? { ...tally(), events: new Map() };
        count(row, u);
        const ev = row.events.get(u.event_id) ?? { ...tally(), name: u.event_name };
        count(ev, u);
        row.events.set(u.event_id, ev);
        codeRows.set(u.code, row);
      }

      return {
        week,
        year,
        month,
        codes: [...codeRows].map(([code, c]) => ({
          code,
          week: figure(c.week, c.weekMoney),
          year: figure(c.year, c.yearMoney),
          events: [...c.events].map(([id, e]) => ({ event_id: id, name: e.name, week: figure(e.week, e.weekMoney), year: figure(e.year, e.yearMoney) })),
        })),
        programs: programs.map((p) => {
          const mine = programMoney.filter((m) => m.program_id === p.program_id);
          return {
            program_id: p.program_id,
            name: p.name,
            week: figure(p.week, new Map(mine.map((m) => [m.currency, m.week_minor]))),
            year: figure(p.year, new Map(mine.map((m) => [m.currency, m.year_minor]))),
          };
        }),
        funds: [...fundRows].map(([c, f]) => ({ fund: c, label: f.label, week: figure(f.week, f.weekMoney), year: figure(f.year, f.yearMoney) })),
        payments_waiting: totals(waiting),
        refunds_due: totals(due),
        events,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
