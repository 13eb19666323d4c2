import { testimonialPatchSchema, testimonialWriteSchema, type AdminTestimonial } from '@portal/contract/admin-content';
import { PROGRAMS } from '@portal/contract/programs';
import { useProgramOptions } from '../../lib/program-choices';
import { CheckField, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi, uploadPicture } from './content-api';

/** Testimonials ("glimpses") shown on each program's page. */

const columns: AdminColumn<AdminTestimonial>[] = [
  { id: 'program_id', sort: 'program_id', header: 'Program', cell: (t) => PROGRAMS[t.program_id as 1]?.name ?? t.program_id },
  { id: 'name', sort: 'name', header: 'Name', cell: (t) => t.name },
  { id: 'profession', header: 'Profession', cell: (t) => t.profession },
  { id: 'media', header: 'Video', cell: (t) => (t.media ? 'Yes' : 'No') },
  { id: 'hidden', header: 'On the site', cell: (t) => (t.hidden ? 'Hidden' : 'Shown') },
];

export default function TestimonialsAdminPage() {
  const programOptions = useProgramOptions();
  return (
    <CollectionPage
      title="Testimonials"
      entity="testimonials"
      api={contentApi.testimonials}
      columns={columns}
      defaultSort="program_id"
      schema={testimonialPatchSchema}
      createSchema={testimonialWriteSchema}
      empty={{ program_id: 1, name: '', name_ta: '', profession: '', profession_ta: '', description: '', description_ta: '', media_img: '', media: '', sort_order: 0 }}
      toValues={({ id: _i, ...t }) => t}
      fields={(row) => (
        <>
          <SelectField name="program_id" label="Program" options={programOptions} required />
          <TwinField name="name" label="Name" required />
          <TwinField name="profession" label="Profession" />
          <TwinField name="description" label="Words" multiline />
          <PictureField name="media_img" label="Photo" upload={uploadPicture} />
          <TextField name="media" label="Video (YouTube or Vimeo embed code)" multiline />
          <TextField name="sort_order" label="Order" type="number" />
          {row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}
