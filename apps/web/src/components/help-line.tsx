import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactInfoQuery } from '../lib/queries';

/**
 * The foundation's help phone lines (spec: shown on the account and registration screens), from
 * the site settings (owner's back office); the main phone when no help line is set.
 */
export function useHelpPhones(): string[] {
  const info = useQuery(contactInfoQuery()).data;
  if (!info) return [];
  return info.help_lines && info.help_lines.length > 0 ? info.help_lines : info.phone ? [info.phone] : [];
}

export const telHref = (phone: string) => `tel:${phone.replace(/[\s()-]/g, '')}`;

export function HelpLine() {
  const { t } = useTranslation();
  const phones = useHelpPhones();
  if (phones.length === 0) return null;
  return (
    <p className="muted" data-testid="help-line">
      {t('auth.help')} <PhoneLinks phones={phones} />
    </p>
  );
}

/** Phone numbers as call links, separated by ' / '. */
export function PhoneLinks({ phones }: { phones: string[] }) {
  return phones.map((phone, i) => (
    <span key={phone}>
      {i > 0 && ' / '}
      <a href={telHref(phone)}>{phone}</a>
    </span>
  ));
}
