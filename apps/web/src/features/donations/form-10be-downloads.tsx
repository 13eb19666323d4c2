import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { FORM_10BE_TEXTS, type DonorCertificate } from '@portal/contract/admin-tax';
import { call, downloadFile } from '../../lib/api';
import { tx } from '../../lib/i18n';
import { BusyDownloadButton, formatAmount } from './payment-table';

/**
 * /donation-list: the donor's Form 10BE certificates (issued by the tax portal after the
 * foundation files Form 10BD, uploaded by finance), each with its download, above the Success
 * Payments. Nothing is shown until there is one, so the spec's list stays as it was.
 */
export function Form10beDownloads() {
  const list = useQuery({ queryKey: ['form10be'], queryFn: async () => (await call(calls.form10beList)).data, staleTime: 0 });
  const rows = list.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="form-10be" aria-labelledby="form-10be-title" data-testid="form-10be">
      <h2 id="form-10be-title">{tx(FORM_10BE_TEXTS.heading)}</h2>
      <p>{tx(FORM_10BE_TEXTS.intro)}</p>
      <ul>
        {rows.map((c) => (
          <li key={c.id}>
            <span>
              {tx(FORM_10BE_TEXTS.year)} {c.fy} · {tx(c.donation_type)} · {tx(c.mode)} · {formatAmount(c.amount, 'INR')}
            </span>
            <CertificateButton certificate={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CertificateButton({ certificate }: { certificate: DonorCertificate }) {
  return (
    <BusyDownloadButton
      download={() => downloadFile(calls.form10bePdf, { params: { id: String(certificate.id) } }, `Form-10BE-${certificate.fy}.pdf`)}
      label={() => tx(FORM_10BE_TEXTS.download)}
    />
  );
}
