/**
 * Amounts as a person reads them: the API sends major units (rupees) with the currency code, and
 * they are shown with the currency's symbol, Indian digit grouping and its decimals ("₹13,500.00").
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    const f = new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.trim() || 'INR' });
    const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.trim() || 'INR', minimumFractionDigits: digits }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
