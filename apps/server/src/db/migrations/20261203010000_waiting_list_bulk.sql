-- The waiting list's bulk bar (docs/decisions/bulk-actions.md, "The waiting list"): runs of the
-- bulk-actions module on waiting-list places ('offer' a seat, 'remove'), beside the registrations'
-- check-in and cancel; `list` says which rows `ids` names.
ALTER TABLE bulk_runs DROP CONSTRAINT IF EXISTS bulk_runs_action_check;
ALTER TABLE bulk_runs ADD CONSTRAINT bulk_runs_action_check CHECK (action IN ('check_in', 'cancel', 'offer', 'remove'));
ALTER TABLE bulk_runs ADD CONSTRAINT bulk_runs_list_check CHECK (list IN ('registrations', 'waiting_list'));

-- A message to the people ticked on an event's waiting list (audience 'waiting_selected'): their
-- places kept here, so a message scheduled for later reaches the same people. Null otherwise.
ALTER TABLE broadcasts ADD COLUMN waiting_ids integer[];
