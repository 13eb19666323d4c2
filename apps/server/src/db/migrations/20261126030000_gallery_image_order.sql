-- The back office orders an album's images (issue 11): the public category page reads each
-- album's images by (sort_order, id) through this index, as it read (album_id, id) before.
-- Images uploaded before the back office keep their upload order: they are numbered 1, 2, 3, ...
UPDATE gallery_images g SET sort_order = n.place
  FROM (SELECT id, row_number() OVER (PARTITION BY album_id ORDER BY id) AS place FROM gallery_images) n
 WHERE g.id = n.id AND g.sort_order = 0;
CREATE INDEX gallery_images_album_order_idx ON gallery_images (album_id, sort_order, id);
