-- Receipts locked once issued, cancelled with a reason, corrected under a new number (issue 12).
-- A cancelled receipt number stays used: this row keeps what the cancelled receipt printed (the
-- donor's name, address, PAN and the 80G statement; the foundation's identity) so its copy can
-- still be printed, watermarked CANCELLED, and the number of the corrected receipt that replaced
-- it (NULL when none). Written only by modules/receipts/repository.ts.
CREATE TABLE receipt_cancellations (
  id serial PRIMARY KEY,
  donation_id integer NOT NULL REFERENCES donations(id),
  receipt_number text NOT NULL UNIQUE,
  printed jsonb NOT NULL,
  foundation jsonb NOT NULL,
  issued_at timestamptz,
  reason text NOT NULL CHECK (length(trim(reason)) > 0),
  cancelled_at timestamptz NOT NULL DEFAULT now(),
  cancelled_by integer REFERENCES staff(id),
  replaced_by text UNIQUE
);
CREATE INDEX receipt_cancellations_donation_idx ON receipt_cancellations (donation_id);

-- An issued receipt is never edited silently, whatever code runs: once a donation has its receipt
-- number, what the receipt prints cannot change, except inside the correction that cancels the
-- receipt and issues a new one (it sets portal.receipt_correction for its transaction only).
-- (One line per function: the migrator splits statements at a ';' that ends a line.)
CREATE FUNCTION donations_receipt_locked() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF OLD.receipt_number IS NOT NULL AND coalesce(current_setting('portal.receipt_correction', true), '') <> 'on' AND (NEW.receipt_number IS DISTINCT FROM OLD.receipt_number OR NEW.receipt_fy IS DISTINCT FROM OLD.receipt_fy OR NEW.receipt_seq IS DISTINCT FROM OLD.receipt_seq OR NEW.donor_name IS DISTINCT FROM OLD.donor_name OR NEW.donor_address IS DISTINCT FROM OLD.donor_address OR NEW.pan_number IS DISTINCT FROM OLD.pan_number OR NEW.aadhaar_last4 IS DISTINCT FROM OLD.aadhaar_last4 OR NEW.aadhaar_enc IS DISTINCT FROM OLD.aadhaar_enc OR NEW.amount_minor IS DISTINCT FROM OLD.amount_minor OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.category IS DISTINCT FROM OLD.category OR NEW.mode IS DISTINCT FROM OLD.mode OR NEW.reference IS DISTINCT FROM OLD.reference OR NEW.kind_description IS DISTINCT FROM OLD.kind_description OR NEW.paid_at IS DISTINCT FROM OLD.paid_at OR NEW.statement_80g IS DISTINCT FROM OLD.statement_80g OR NEW.no_80g_reason IS DISTINCT FROM OLD.no_80g_reason) THEN RAISE EXCEPTION 'receipt % is issued: it cannot be edited (cancel it and issue a corrected one)', OLD.receipt_number USING ERRCODE = 'P0001'; END IF; RETURN NEW; END $$;
CREATE TRIGGER donations_receipt_locked BEFORE UPDATE ON donations
  FOR EACH ROW EXECUTE FUNCTION donations_receipt_locked();
