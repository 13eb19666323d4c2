-- The donor of record of a PAN or Aadhaar that more than one account gave with (anyone can type
-- anyone's PAN): finance's choice, by the ID's keyed hash (never the number itself), with the
-- accounts it was chosen among, so that an account giving with the ID later raises the question
-- again. The Form 10BD row's name and address come from this account's gifts.
CREATE TABLE form_10bd_donors_of_record (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  accounts integer[] NOT NULL,
  chosen_by integer REFERENCES staff(id),
  chosen_at timestamptz NOT NULL DEFAULT now()
);

-- A certificate is offered to an account only when every gift of its row is that account's own:
-- rows exported before this rule that mix accounts (or hold counter gifts) are offered to nobody.
UPDATE form_10bd_rows r SET user_id = NULL
 WHERE r.user_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM donations d WHERE d.id = ANY (r.donation_ids) AND d.user_id IS DISTINCT FROM r.user_id);
