import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@portal/contract/messages';
import { PROGRAM_IDS, PROGRAMS, isProgramId, isProgramNumber, type ProgramId } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { PageHead } from '../../components/page-head';
import { stored } from '../../lib/stored-keys';
import { useRequireLogin } from '../../lib/use-require-login';
import { RegisterForm } from './register-form';
import './strings';
import './registrations.css';
import { tx } from '../../lib/i18n';
import { registrationsApi } from './api';
import { useTranslation } from 'react-i18next';

/** The program whose registration screen a path is (/ulchemy → 1 ... /paradesham → 8). */
export function programOfPath(pathname: string): ProgramId {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PROGRAM_IDS.find((id) => PROGRAMS[id].route === path) ?? 1;
}

/**
 * Visitors are sent to sign up (programs 1 to 4) or to log in (the others), with the program
 * kept as navtype so they come back here (docs/decisions/payments.md).
 */
export const loggedOutPath = (id: number) => (id <= 4 ? PATHS.register : PATHS.login);

/**
 * The registration and payment screen of each program: the eight's own routes (/ulchemy,
 * /ulchemy-elite, /divija, /kaivalya, /vision, /shivratri, /paradesham, /karmayogam) and the
 * generic /register/program/{id} of a program the office added. One component: the eight are
 * described by the contract, an added program by its public page (its name in the reader's language).
 */
export default function RegisterPage() {
  const { id } = useParams();
  const pathProgram = programOfPath(useLocation().pathname);
  // The generic route names the program in its address; an address that cannot be a program is none.
  const programId = id === undefined ? pathProgram : isProgramNumber(id) ? Number(id) : 0;
  if (isProgramId(programId) && id === undefined) return <Registration programId={programId} name={PROGRAMS[programId].name} title={PROGRAMS[programId].registerTitle} />;
  return <AddedProgramRegistration programId={programId} />;
}

/** An added program's screen: titled with its public name; a hidden or unknown program is not found. */
function AddedProgramRegistration({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const program = useQuery({
    queryKey: ['register-program', programId],
    queryFn: async () => (await registrationsApi.program(programId)).data,
    enabled: programId > 0,
    retry: false,
  });
  if (programId > 0 && program.isPending) return <div className="container page reg-page" aria-busy="true" />;
  if (!program.data) {
    return (
      <div className="container page reg-page">
        <section className="card reg-card">
          <h1>{t('reg.programNotFound')}</h1>
          <p className="reg-lead">
            <a href={PATHS.programs}>{t('reg.seePrograms')}</a>
          </p>
        </section>
      </div>
    );
  }
  return <Registration programId={programId} name={program.data.name} title={`${program.data.name} Register`} />;
}

function Registration({ programId, name, title }: { programId: number; name: string; title: string }) {
  const head = <PageHead title={title} description={`Register for ${name}: choose an event, see the price and pay online.`} />;
  const loggedIn = useRequireLogin(programId, loggedOutPath(programId));
  const navigate = useNavigate();
  const incomplete = loggedIn && stored.profileStatus() === 1;

  useEffect(() => {
    if (!incomplete) return;
    window.alert(tx(MESSAGES.updateProfile));
    navigate(PATHS.profile, { replace: true });
  }, [incomplete, navigate]);

  if (!loggedIn || incomplete) return head;
  return (
    <div className="container page reg-page">
      {head}
      <section className="card reg-card">
        <h1>{name}</h1>
        <p className="reg-lead">{tx(MESSAGES.pleaseRegister)}</p>
        <RegisterForm key={programId} programId={programId} />
      </section>
    </div>
  );
}
