-- The donation type Form 10BD reports a fund's donations under (docs/decisions/tax.md): set by
-- finance in the back office's funds list. A corpus fund needs the donors' written direction and
-- a specific grant an agreement, which the foundation keeps outside the site; every fund starts
-- as "others", what the export reported before.
ALTER TABLE donation_funds
  ADD COLUMN donation_type text NOT NULL DEFAULT 'others' CHECK (donation_type IN ('corpus', 'specific_grant', 'others'));
