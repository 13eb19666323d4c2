-- The audit log stays append-only, with one exception: a devotee's erasure (DPDP Act) replaces the
-- personal values in the before/after of that person's rows with the erasure marker. The update is
-- allowed only inside a transaction that says so (SET LOCAL portal.audit_erasure = 'on'), and
-- only to before/after: who did what, to what and when can never change, and rows are never deleted.
-- (One line: the migrator splits statements at a ';' that ends a line.)
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'UPDATE' AND current_setting('portal.audit_erasure', true) = 'on' AND NEW.id = OLD.id AND NEW.staff_id IS NOT DISTINCT FROM OLD.staff_id AND NEW.action = OLD.action AND NEW.entity = OLD.entity AND NEW.entity_id = OLD.entity_id AND NEW.at = OLD.at THEN RETURN NEW; END IF; RAISE EXCEPTION 'audit_log is append-only'; END $$;
