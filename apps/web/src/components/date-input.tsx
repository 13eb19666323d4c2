import DatePicker, { registerLocale } from 'react-datepicker';
import { ta } from 'date-fns/locale/ta';
import { useTranslation } from 'react-i18next';
import 'react-datepicker/dist/react-datepicker.css';
import { DISPLAY_DATE, fromIsoDate, toIsoDate } from '../lib/dates';

// The calendar's month and day names in Tamil for a Tamil reader; the typed form stays DD/MM/YYYY.
registerLocale('ta', ta);

/**
 * A date field shown DD/MM/YYYY that holds YYYY-MM-DD. With `noFuture` days after today
 * cannot be picked or typed (spec: no future dates).
 */
export function DateInput({
  value,
  onChange,
  noFuture,
  ...aria
}: {
  value: string;
  onChange: (iso: string) => void;
  noFuture?: boolean;
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  name?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <DatePicker
      locale={i18n.language === 'ta' ? 'ta' : undefined}
      id={aria.id}
      name={aria.name}
      selected={fromIsoDate(value)}
      onChange={(d: Date | null) => onChange(toIsoDate(d))}
      dateFormat={DISPLAY_DATE}
      placeholderText="DD/MM/YYYY"
      maxDate={noFuture ? new Date() : undefined}
      showYearDropdown
      showMonthDropdown
      dropdownMode="select"
      autoComplete="off"
      ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
      ariaDescribedBy={aria['aria-describedby']}
      ariaRequired={aria['aria-required'] ? 'true' : undefined}
    />
  );
}
