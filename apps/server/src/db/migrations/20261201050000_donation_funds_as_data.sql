-- Donation funds become data the office keeps: each fund has its English and
-- Tamil name, its place in the lists, whether it is hidden, whether a foreign contribution (FCRA)
-- may be given to it and an optional list of fixed amounts (rupees) the donation page offers. The
-- seven funds of the specification keep their keys, names and order, so nothing changes on screen.
ALTER TABLE donation_funds
  ADD COLUMN label_en text NOT NULL DEFAULT '',
  ADD COLUMN label_ta text NOT NULL DEFAULT '',
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN fcra_eligible boolean NOT NULL DEFAULT true,
  ADD COLUMN amounts integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
UPDATE donation_funds f SET label_en = v.en, label_ta = v.ta, position = v.pos
  FROM (VALUES
    ('donation', 'General Donation', 'பொது நன்கொடை', 1),
    ('neerukku', 'Neerukku Nanri', 'Neerukku Nanri (நீருக்கு நன்றி)', 2),
    ('mithra', 'Mithra', 'Mithra (மித்ரா)', 3),
    ('mandir', 'Matangi Mandir', 'Matangi Mandir (மாதங்கி மந்திர்)', 4),
    ('walfare', 'Volunteer Walfare', 'தன்னார்வலர் நலன்', 5),
    ('gurukulam', 'Gurukulam', 'குருகுலம்', 6),
    ('others', 'Others', 'பிற', 7)
  ) AS v(category, en, ta, pos)
 WHERE f.category = v.category;
UPDATE donation_funds SET label_en = category WHERE label_en = '';
UPDATE donation_funds SET label_ta = label_en WHERE label_ta = '';

-- A donation keeps its fund's name as it was when the gift was made: the receipt prints it, and a
-- later rename does not rewrite an issued receipt.
ALTER TABLE donations
  ADD COLUMN fund_label text NOT NULL DEFAULT '',
  ADD COLUMN fund_label_ta text NOT NULL DEFAULT '';
UPDATE donations d SET fund_label = f.label_en, fund_label_ta = f.label_ta FROM donation_funds f WHERE f.category = d.category;
UPDATE donations SET fund_label = category WHERE fund_label = '';
UPDATE donations SET fund_label_ta = fund_label WHERE fund_label_ta = '';

-- Every way a donation is made (online, offline, scripts) takes the name from the fund at insert.
-- (Each function is one line: the migration runner splits statements at a line ending in a semicolon.)
CREATE FUNCTION donations_fund_label() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.fund_label = '' THEN SELECT f.label_en, f.label_ta INTO NEW.fund_label, NEW.fund_label_ta FROM donation_funds f WHERE f.category = NEW.category; NEW.fund_label := coalesce(nullif(NEW.fund_label, ''), NEW.category); NEW.fund_label_ta := coalesce(nullif(NEW.fund_label_ta, ''), NEW.fund_label); END IF; RETURN NEW; END $$;
CREATE TRIGGER donations_fund_label BEFORE INSERT ON donations FOR EACH ROW EXECUTE FUNCTION donations_fund_label();

-- The name printed on an issued receipt is locked like the rest of the receipt.
CREATE FUNCTION donations_fund_label_locked() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF OLD.receipt_number IS NOT NULL AND coalesce(current_setting('portal.receipt_correction', true), '') <> 'on' AND (NEW.fund_label IS DISTINCT FROM OLD.fund_label OR NEW.fund_label_ta IS DISTINCT FROM OLD.fund_label_ta) THEN RAISE EXCEPTION 'receipt % is issued: its fund name cannot be edited', OLD.receipt_number USING ERRCODE = 'P0001'; END IF; RETURN NEW; END $$;
CREATE TRIGGER donations_fund_label_locked BEFORE UPDATE ON donations FOR EACH ROW EXECUTE FUNCTION donations_fund_label_locked();
