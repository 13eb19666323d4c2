-- Programs are data: the office adds programs after the eight built-in ones (ids 9 and up, picked
-- by the content module under a table lock). The id stays a smallint (32767 programs is plenty and
-- every table that refers to a program keeps its column type); only the 1-to-8 bound goes.
ALTER TABLE programs DROP CONSTRAINT IF EXISTS programs_id_check;
ALTER TABLE programs ADD CONSTRAINT programs_id_check CHECK (id >= 1);
