-- The content model every later issue builds on (issue 11, "Tamil content model"; issues 13, 15).
--
-- Tamil twins: each text a visitor reads has a `<field>_ta` column beside it. NULL (or '') means
-- "not translated yet": public reads fall back to the English field, field by field.
--
-- Visibility: a row that something refers to is hidden instead of deleted (`hidden`); an event is
-- also a draft until published. Public reads show neither.
--
-- Events gain what the back office edits: start and end times, seats (`capacity`, NULL = no
-- limit) and the registration window. `is_closed` stays the staff's own "close registrations now".

ALTER TABLE programs
  ADD COLUMN name_ta text,
  ADD COLUMN headline_ta text,
  ADD COLUMN story_ta text,
  ADD COLUMN promises_ta text[],
  ADD COLUMN benefits_ta text[],
  ADD COLUMN attend_ta text[],
  ADD COLUMN timing_ta text,
  ADD COLUMN upcome_address_ta text,
  ADD COLUMN prereq_text_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;

ALTER TABLE projects
  ADD COLUMN name_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;

ALTER TABLE event_categories
  ADD COLUMN name_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;

ALTER TABLE events
  ADD COLUMN event_name_ta text,
  ADD COLUMN city_name_ta text,
  ADD COLUMN event_address_ta text,
  ADD COLUMN event_desc_ta text,
  ADD COLUMN start_time time,
  ADD COLUMN end_time time,
  ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity >= 0),
  ADD COLUMN registration_opens_on date,
  ADD COLUMN registration_closes_on date,
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT events_end_after_start CHECK (end_date IS NULL OR end_date >= event_date),
  ADD CONSTRAINT events_registration_window CHECK (
    registration_opens_on IS NULL OR registration_closes_on IS NULL OR registration_closes_on >= registration_opens_on
  );

ALTER TABLE testimonials
  ADD COLUMN name_ta text,
  ADD COLUMN profession_ta text,
  ADD COLUMN description_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;

ALTER TABLE sliders
  ADD COLUMN title_ta text;

ALTER TABLE gallery_categories
  ADD COLUMN album_category_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE gallery_albums
  ADD COLUMN album_sub_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE gallery_images
  ADD COLUMN caption_ta text,
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE gallery_tags
  ADD COLUMN album_tag_ta text;

ALTER TABLE media_categories
  ADD COLUMN media_category_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE media_items
  ADD COLUMN title_ta text,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE media_tags
  ADD COLUMN media_tag_ta text;
