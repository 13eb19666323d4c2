-- Form 10BD exports and Form 10BE certificates (issue 12), owned by modules/tax.
-- Each export of a financial year's 10BD statement keeps its rows as they were written: the
-- latest export of a year is what the certificates the tax portal issues after filing (10BE) are
-- matched against (donor ID and the row's total for its donation type and mode). Rows are tax
-- records: kept when a devotee's data is erased (DPDP). A PAN is kept as it is; an Aadhaar number
-- encrypted (AES-256-GCM, AADHAAR_KEY); `id_hash` (HMAC-SHA256 of the number with the same key)
-- lets a certificate's number be matched without decrypting every row.
CREATE TABLE form_10bd_exports (
  id serial PRIMARY KEY,
  fy text NOT NULL,
  row_count integer NOT NULL,
  total_minor bigint NOT NULL,
  created_by integer REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_10bd_exports_fy_idx ON form_10bd_exports (fy, id DESC);

CREATE TABLE form_10bd_rows (
  id serial PRIMARY KEY,
  export_id integer NOT NULL REFERENCES form_10bd_exports(id),
  fy text NOT NULL,
  row_no integer NOT NULL,
  user_id integer REFERENCES users(id),
  donor_key text NOT NULL,
  id_code text NOT NULL CHECK (id_code IN ('pan', 'aadhaar')),
  id_number text NOT NULL,
  id_last4 text NOT NULL,
  id_hash text NOT NULL,
  donor_name text NOT NULL,
  donor_address text NOT NULL,
  donation_type text NOT NULL CHECK (donation_type IN ('corpus', 'specific_grant', 'others')),
  mode text NOT NULL CHECK (mode IN ('cash', 'kind', 'electronic', 'others')),
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  donation_ids integer[] NOT NULL,
  UNIQUE (export_id, row_no)
);
CREATE INDEX form_10bd_rows_hash_idx ON form_10bd_rows (id_hash);
CREATE INDEX form_10bd_rows_user_idx ON form_10bd_rows (user_id);

-- One uploaded certificate (a PDF of the ZIP), stored privately; matched to the row it answers
-- automatically or by staff, or left unmatched with the reason. The same file twice is one row.
CREATE TABLE form_10be_certificates (
  id serial PRIMARY KEY,
  row_id integer REFERENCES form_10bd_rows(id),
  file_key text NOT NULL,
  file_name text NOT NULL,
  sha256 text NOT NULL UNIQUE,
  fy text NOT NULL DEFAULT '',
  id_last4 text NOT NULL DEFAULT '',
  donor_name text NOT NULL DEFAULT '',
  amount_minor bigint,
  donation_type text NOT NULL DEFAULT '',
  mode text NOT NULL DEFAULT '',
  unmatched_reason text NOT NULL DEFAULT '',
  matched_by integer REFERENCES staff(id),
  matched_at timestamptz,
  uploaded_by integer REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_10be_row_idx ON form_10be_certificates (row_id);
CREATE INDEX form_10be_unmatched_idx ON form_10be_certificates (created_at DESC) WHERE row_id IS NULL;
