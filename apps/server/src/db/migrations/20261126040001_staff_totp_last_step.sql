-- A time-based code is accepted once (issue 11): the last 30-second step whose code a staff
-- member used; a code of that step or an earlier one is refused (replay). Cleared when the
-- authenticator's secret changes. Written only by modules/staff/repository.ts.
ALTER TABLE staff ADD COLUMN IF NOT EXISTS totp_last_step bigint;
