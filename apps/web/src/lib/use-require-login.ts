import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@portal/contract/routes';
import { useSession } from './session';
import { stored } from './stored-keys';

/**
 * For screens that need a session (the specification's "Account-area screens"): a visitor is sent
 * to /login (or `to`, e.g. /register for the pending donation list), after storing the screen's
 * navigation marker when it has one, so that the post-login redirect brings them back.
 * It also fires when a session ends while the screen is open (success 2 logs out).
 * Returns whether the user is logged in, so the screen can render nothing meanwhile.
 */
export function useRequireLogin(marker?: string | number, to: string = PATHS.login): boolean {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoggedIn) return;
    if (marker !== undefined && marker !== '') stored.setNavtype(marker);
    navigate(to, { replace: true });
  }, [isLoggedIn, marker, to, navigate]);
  return isLoggedIn;
}
