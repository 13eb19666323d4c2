import { eventCategoryPatchSchema, eventCategoryWriteSchema, type AdminEventCategory } from '@portal/contract/admin-content';
import { PROGRAMS } from '@portal/contract/programs';
import { useProgramOptions } from '../../lib/program-choices';
import { CheckField, SelectField, TextField, TwinField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi } from './content-api';

/** Event categories: the groups of /upcoming-events. One with events is hidden, not deleted. */

const columns: AdminColumn<AdminEventCategory>[] = [
  { id: 'name', sort: 'name', header: 'Name', cell: (c) => c.name },
  { id: 'program_id', sort: 'program_id', header: 'Program', cell: (c) => (c.program_id ? PROGRAMS[c.program_id as 1].name : 'Any') },
  { id: 'events', header: 'Events', cell: (c) => c.events },
  { id: 'sort_order', sort: 'sort_order', header: 'Order', cell: (c) => c.sort_order },
  { id: 'hidden', header: 'On the site', cell: (c) => (c.hidden ? 'Hidden' : 'Shown') },
];

export default function EventCategoriesAdminPage() {
  const programOptions = [{ value: '' as const, label: 'Any program' }, ...useProgramOptions()];
  return (
    <CollectionPage
      title="Event categories"
      entity="event-categories"
      api={contentApi.eventCategories}
      columns={columns}
      defaultSort="sort_order"
      schema={eventCategoryPatchSchema}
      createSchema={eventCategoryWriteSchema}
      empty={{ name: '', name_ta: '', program_id: '', sort_order: 0 }}
      toValues={({ id: _i, events: _e, ...c }) => ({ ...c, program_id: c.program_id ?? '' })}
      fields={(row) => (
        <>
          <TwinField name="name" label="Name" required />
          <div className="admin-grid">
            <SelectField name="program_id" label="Program" options={programOptions} />
            <TextField name="sort_order" label="Order" type="number" />
          </div>
          {row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}
