-- Indexes of the gallery and media lists at scale (100,000 images, 10,000 talks); the plans
-- are in docs/decisions/gallery.md. Dates and filters already have (album_date DESC, id DESC)
-- and (published_on DESC, id DESC) from 0001; text search is a bounded scan of those.

-- A category's albums newest first, ties by id, without a sort step (replaces the two-column index).
CREATE INDEX gallery_albums_category_date_idx ON gallery_albums (category_id, album_date DESC, id DESC);
DROP INDEX gallery_albums_category_idx;

-- A category's talks newest first (replaces the index without the id tie-break).
CREATE INDEX media_items_category_date_idx ON media_items (category_id, published_on DESC, id DESC);
DROP INDEX media_items_category_idx;
