/** An amount in rupees as the back office shows it ('₹13,500', '₹500.05'); '—' for a hidden amount (null). */
export const rupees = (n: number | null) => (n === null ? '—' : `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
