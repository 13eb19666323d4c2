-- A message to the registrations staff ticked in the registrations list (bulk actions' Message,
-- docs/decisions/bulk-actions.md): the audience 'selected' keeps its registrations here, so a
-- message scheduled for later reaches the same people. Null for the other audiences.
ALTER TABLE broadcasts ADD COLUMN registration_ids integer[];
