-- Issued documents keep what they printed (issue 11): the foundation's identity (name, address,
-- PAN, phone, email, 80G number and validity) a donation receipt or a registration invoice
-- showed when it was first issued, and that moment. A later change of the site settings never
-- rewrites an issued document. Written only by modules/documents/repository.ts.
CREATE TABLE IF NOT EXISTS document_identities (
  kind text NOT NULL CHECK (kind IN ('donation_receipt', 'registration_invoice')),
  ref_id integer NOT NULL,
  foundation jsonb NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, ref_id)
);
