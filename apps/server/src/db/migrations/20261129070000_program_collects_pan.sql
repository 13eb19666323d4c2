-- A PAN only where the law asks for one (docs/decisions/registrations.md, "PAN"): a program fee is
-- not a donation and its invoice claims no 80G exemption, so a program asks for a PAN only when its
-- owner marks it as collecting one (for GST or TDS records, say), and never for a free event.
-- Every program starts unmarked.
ALTER TABLE programs ADD COLUMN collects_pan boolean NOT NULL DEFAULT false;
