import { useTranslation } from 'react-i18next';

/** The foundation's help phone lines (spec: shown on the account and registration screens). */
export const HELP_PHONES = ['+91 90000 00001', '+91 90000 00002'];

export function HelpLine() {
  const { t } = useTranslation();
  return (
    <p className="muted">
      {t('auth.help')}{' '}
      {HELP_PHONES.map((phone, i) => (
        <span key={phone}>
          {i > 0 && ' / '}
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </span>
      ))}
    </p>
  );
}
