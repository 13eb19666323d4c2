-- International (FCRA) contributions (issue 12). A foreign source's gift (an OCI or PIO card holder,
-- a foreign national; an NRI who is an Indian citizen is not one) is an FCRA contribution: it may
-- only reach the foundation's FCRA bank account, is marked `fcra` on the donation, and is reported
-- apart (never in Form 10BD). The donor's nationality is kept, and the passport number of a donor
-- who is not an Indian citizen, encrypted like Aadhaar (AADHAAR_KEY) with its last four apart.
-- An attempt records which merchant account it went through: the domestic one or the FCRA one.
ALTER TABLE donations
  ADD COLUMN fcra boolean NOT NULL DEFAULT false,
  ADD COLUMN nationality text NOT NULL DEFAULT '' CHECK (nationality IN ('', 'indian', 'oci_pio', 'foreign')),
  ADD COLUMN passport_enc text,
  ADD COLUMN passport_last4 text NOT NULL DEFAULT '',
  ADD CONSTRAINT donations_fcra_is_foreign_source CHECK (fcra = (nationality IN ('oci_pio', 'foreign'))),
  ADD CONSTRAINT donations_foreign_source_passport CHECK (NOT fcra OR passport_enc IS NOT NULL);
CREATE INDEX donations_fcra_idx ON donations (fcra, created_at DESC);

ALTER TABLE payment_attempts
  ADD COLUMN account text NOT NULL DEFAULT 'domestic' CHECK (account IN ('domestic', 'fcra'));
