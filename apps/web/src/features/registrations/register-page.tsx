import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@portal/contract/messages';
import { PROGRAM_IDS, PROGRAMS, type ProgramId } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { usePageMeta } from '../../lib/page-meta';
import { stored } from '../../lib/stored-keys';
import { useRequireLogin } from '../../lib/use-require-login';
import { RegisterForm } from './register-form';
import './strings';
import './registrations.css';
import { tx } from '../../lib/i18n';

/** The program whose registration screen a path is (/ulchemy → 1 ... /paradesham → 8). */
export function programOfPath(pathname: string): ProgramId {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PROGRAM_IDS.find((id) => PROGRAMS[id].route === path) ?? 1;
}

/**
 * Visitors are sent to sign up (programs 1 to 4) or to log in (the others), with the program
 * kept as navtype so they come back here (docs/decisions/payments.md).
 */
export const loggedOutPath = (id: ProgramId) => (id <= 4 ? PATHS.register : PATHS.login);

/**
 * The registration and payment screen of each program (/ulchemy, /ulchemy-elite, /divija,
 * /kaivalya, /vision, /shivratri, /paradesham, /karmayogam): one component driven by the contract.
 */
export default function RegisterPage() {
  const programId = programOfPath(useLocation().pathname);
  const program = PROGRAMS[programId];
  usePageMeta(program.registerTitle, `Register for ${program.name}: choose an event, see the price and pay online.`);
  const loggedIn = useRequireLogin(programId, loggedOutPath(programId));
  const navigate = useNavigate();
  const incomplete = loggedIn && stored.profileStatus() === 1;

  useEffect(() => {
    if (!incomplete) return;
    window.alert(tx(MESSAGES.updateProfile));
    navigate(PATHS.profile, { replace: true });
  }, [incomplete, navigate]);

  if (!loggedIn || incomplete) return null;
  return (
    <div className="container page reg-page">
      <section className="card reg-card">
        <h1>{program.name}</h1>
        <p className="reg-lead">{tx(MESSAGES.pleaseRegister)}</p>
        <RegisterForm key={programId} programId={programId} />
      </section>
    </div>
  );
}
