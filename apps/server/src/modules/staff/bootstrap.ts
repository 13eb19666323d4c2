import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
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
  const owner = await createOwnerIfNoStaff(db, {
    email,
    passwordHash: await hashStaffPassword(password),
    mustChangePassword: false,
    totpSecret: config.OWNER_TOTP_SECRET?.replace(/=+$/, '') ?? null,
    source: 'OWNER_EMAIL',
  });
  return owner?.email;
}

/** The demo owner's address: a reserved domain, so no mail can ever reach a real person. */
export const DEMO_OWNER_EMAIL = 'owner@demo.example.org';

/**
 * A development start with the demo content gets a demo owner, so a newcomer can open the back
 * office in the first minutes: created only while no staff account exists (never in production,
 * never beside OWNER_EMAIL), with a random one-time password the server prints once at start.
 * The first sign-in asks for a new password and enrols an authenticator, as for any owner.
 */
export async function ensureDemoOwner(db: Db, config: Pick<Config, 'isProduction' | 'seedDemo' | 'OWNER_EMAIL'>): Promise<{ email: string; password: string } | undefined> {
  if (config.isProduction || !config.seedDemo || config.OWNER_EMAIL) return undefined;
  if ((await repo.countStaff(db)) > 0) return undefined;
  const password = randomBytes(12).toString('base64url');
  const owner = await createOwnerIfNoStaff(db, {
    email: DEMO_OWNER_EMAIL,
    passwordHash: await hashStaffPassword(password),
    mustChangePassword: true,
    totpSecret: null,
    source: 'demo content',
  });
  return owner ? { email: owner.email, password } : undefined;
}

async function createOwnerIfNoStaff(db: Db, o: { email: string; passwordHash: string; mustChangePassword: boolean; totpSecret: string | null; source: string }) {
  return db.tx(async (q) => {
    // Two processes starting together: one creates, the other then sees a staff account.
    await q.query('SELECT pg_advisory_xact_lock(727275)');
    if ((await repo.countStaff(q)) > 0) return undefined;
    const owner = await repo.insertStaff(q, { email: o.email, name: 'Owner', role: 'owner', passwordHash: o.passwordHash, mustChangePassword: o.mustChangePassword, totpSecret: o.totpSecret });
    await recordAudit(q, { staffId: null, action: 'create', entity: 'staff', entityId: owner.id, after: { email: owner.email, role: 'owner', source: o.source } });
    return owner;
  });
}
