import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import { hashStaffPassword } from './service.ts';

/**
 * The first owner, from OWNER_EMAIL / OWNER_PASSWORD / OWNER_TOTP_SECRET, the way Grafana and
 * Keycloak bootstrap their first administrator: only while no staff account exists at all, so
 * the settings can stay in place and never change an account afterwards. Without a secret the
 * owner enrols an authenticator at first sign-in. Returns the new owner's email, if one was made.
 */
export async function ensureFirstOwner(db: Db, config: Pick<Config, 'OWNER_EMAIL' | 'OWNER_PASSWORD' | 'OWNER_TOTP_SECRET'>): Promise<string | undefined> {
  const { OWNER_EMAIL: email, OWNER_PASSWORD: password } = config;
  if (!email || !password) return undefined;
  const passwordHash = await hashStaffPassword(password);
  return db.tx(async (q) => {
    // Two processes starting together: one creates, the other then sees a staff account.
    await q.query('SELECT pg_advisory_xact_lock(727275)');
    if ((await repo.countStaff(q)) > 0) return undefined;
    const owner = await repo.insertStaff(q, {
      email,
      name: 'Owner',
      role: 'owner',
      passwordHash,
      mustChangePassword: false,
      totpSecret: config.OWNER_TOTP_SECRET?.replace(/=+$/, '') ?? null,
    });
    await recordAudit(q, { staffId: null, action: 'create', entity: 'staff', entityId: owner.id, after: { email: owner.email, role: 'owner', source: 'OWNER_EMAIL' } });
    return owner.email;
  });
}
