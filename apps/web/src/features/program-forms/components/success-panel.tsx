import { Link } from 'react-router';
import { PATHS } from '@portal/contract/routes';

/** After a form is sent: the spec's success text and 'Back to Home' (to /profile). */
export function SuccessPanel({ text, backLabel }: { text: string; backLabel: string }) {
  return (
    <div className="pf-success" aria-live="polite">
      <h2>{text}</h2>
      <Link className="btn" to={PATHS.profile}>
        {backLabel}
      </Link>
    </div>
  );
}
