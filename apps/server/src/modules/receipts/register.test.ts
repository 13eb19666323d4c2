import { describe, expect, it } from 'vitest';
import { financialYearOf } from '@portal/contract/financial-year';
import { todayIso } from '@portal/contract/fields';
import { useStaffTestApp } from '../staff/test-helpers.ts';

/**
 * The receipt register of a financial year lists every number issued, cancelled
 * ones included, with totals; finance sets the 80G URN issue date Form 10BD needs.
 */
const { ctx, finance, coordinator, editor, owner } = useStaffTestApp();
const fy = financialYearOf(new Date());

async function record(donor: string, amount: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/donations',
    headers: finance,
    payload: {
      donor_name: donor,
      pan: 'ABCDE1234F',
      category: 'donation',
      mode: 'cheque',
      reference: 'CHQ 1',
      amount,
      received_on: todayIso(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; receipt_number: string };
}

describe('the receipt register', () => {
  it('lists every number of the year in order, a cancelled one marked with its reason, and the totals', async () => {
    const a = await record('Register Donor One', 1000);
    const b = await record('Register Donor Two', 2500);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/receipts/${a.id}/cancel`,
      headers: finance,
      payload: { receipt_number: a.receipt_number, reason: 'Cheque bounced' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/exports/receipt-register?fy=${fy}`,
      headers: finance,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-register-${fy}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Receipt number,Status,Received on,Donor,PAN,Fund,Received as,Document,Currency,Amount,Cancelled on,Reason,Replaced by,Replaces',
    );
    const rowA = lines.find((l) => l.startsWith(`${a.receipt_number},`))!;
    const rowB = lines.find((l) => l.startsWith(`${b.receipt_number},`))!;
    expect(rowA).toContain(',Cancelled,');
    expect(rowA).toContain('Cheque bounced');
    expect(rowA).toContain('General Donation');
    expect(rowB).toContain(',Issued,');
    expect(rowB).toContain(',INR,2500.00,');
    expect(lines.indexOf(rowA)).toBeLessThan(lines.indexOf(rowB));
    expect(res.body).toContain('Issued,1,Total issued,INR 2500.00');
    expect(res.body).toContain('Cancelled,1,Total cancelled,INR 1000.00');
    expect(res.body).toContain('Numbers missing from the series,none');
  });

  it('finance and the owner; others refused; a bad year named', async () => {
    for (const headers of [coordinator, editor])
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/admin/exports/receipt-register?fy=${fy}`,
            headers,
          })
        ).statusCode,
      ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/exports/receipt-register?fy=${fy}`,
          headers: owner,
        })
      ).statusCode,
    ).toBe(200);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/exports/receipt-register?fy=2026-28',
      headers: finance,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('fy');
  });
});

describe('the 80G URN issue date', () => {
  it('finance sets it (audited) and Form 10BD reads it; a bad date is refused naming the field; others refused', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/80g-urn-date',
      headers: finance,
      payload: { foundation_80g_urn_date: '15/06/2023' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ foundation_80g_urn_date: '15/06/2023' });
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/form-10bd/check?fy=${fy}`,
      headers: finance,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.urn_date).toBe('15/06/2023');
    const audit = await ctx.db.query<{ after: Record<string, string> }>(
      `SELECT after FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]!.after).toEqual({ foundation_80g_urn_date: '15/06/2023' });

    for (const value of ['2023-06-15', '', '32/01/2023']) {
      const bad = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings/80g-urn-date',
        headers: finance,
        payload: { foundation_80g_urn_date: value },
      });
      expect(bad.statusCode, value).toBe(400);
      expect(bad.json().errors).toHaveProperty('foundation_80g_urn_date');
    }
    for (const headers of [coordinator, editor]) {
      expect(
        (
          await ctx.app.inject({
            method: 'PATCH',
            url: '/api/admin/settings/80g-urn-date',
            headers,
            payload: { foundation_80g_urn_date: '15/06/2023' },
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
