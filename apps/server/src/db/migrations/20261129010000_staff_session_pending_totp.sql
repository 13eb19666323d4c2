-- A new authenticator being enrolled from a signed-in session (the account page): its secret is
-- kept on that session until a code from the new app confirms it, so the app in use keeps working
-- meanwhile, and the pending secret ends with the session (docs/decisions/staff.md).
ALTER TABLE staff_sessions ADD COLUMN pending_totp_secret text;
