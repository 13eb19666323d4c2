import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';

/** The country code instead of a flag picture: no image requests, and the dial code sits apart. */
function CountryCode({ country }: { country: string }) {
  return <span className="phone-country">{country}</span>;
}

/**
 * The international phone input of /karmayogam-home (default India, dial code apart from the
 * number), read-only: the volunteer's phone is the profile's. Loaded on its own because the
 * phone-number metadata is most of the page's weight.
 */
export default function PhoneField({ value, ...aria }: { value?: string; id: string; 'aria-describedby'?: string }) {
  return (
    <PhoneInput
      {...aria}
      className="phone-input"
      value={value}
      onChange={() => undefined}
      defaultCountry="IN"
      international
      countryCallingCodeEditable={false}
      flagComponent={CountryCode}
      readOnly
      autoComplete="tel"
    />
  );
}
