/**
 * The back office's search of a list by person: any part of the name, the email or `also`
 * columns, or the mobile found whatever spaces or dial code the search carries (digits against
 * digits, at least four). Pushes its parameters onto `params`; returns the condition, bracketed.
 */
export function personSearch(text: string, params: unknown[], columns: { name: string; email: string; mobile: string; also?: string[] }): string {
  params.push(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
  const like = `$${params.length}`;
  const parts = [columns.name, columns.email, ...(columns.also ?? [])].map((c) => `${c} ILIKE ${like}`);
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 4) {
    params.push(digits.length > 10 ? digits.slice(-10) : digits);
    parts.push(`${columns.mobile} LIKE '%' || $${params.length} || '%'`);
  }
  return `(${parts.join(' OR ')})`;
}
