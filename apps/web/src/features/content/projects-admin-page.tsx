import { projectPatchSchema, projectWriteSchema, type AdminProject } from '@portal/contract/admin-content';
import { CheckField, PictureField, TextField, TwinField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi, uploadPicture } from './content-api';

/** The foundation's projects (the /projects page). */
const columns: AdminColumn<AdminProject>[] = [
  { id: 'image', header: 'Picture', cell: (p) => (p.image ? <img className="admin-thumb" src={p.image} alt="" /> : '') },
  { id: 'name', sort: 'name', header: 'Name', cell: (p) => p.name },
  { id: 'link', header: 'Link', cell: (p) => p.link },
  { id: 'sort_order', sort: 'sort_order', header: 'Order', cell: (p) => p.sort_order },
  { id: 'hidden', header: 'On the site', cell: (p) => (p.hidden ? 'Hidden' : 'Shown') },
];

export default function ProjectsAdminPage() {
  return (
    <CollectionPage
      title="Projects"
      entity="projects"
      api={contentApi.projects}
      columns={columns}
      defaultSort="sort_order"
      schema={projectPatchSchema}
      createSchema={projectWriteSchema}
      empty={{ name: '', name_ta: '', image: '', banner: '', link: '', sort_order: 0 }}
      toValues={({ id: _i, ...p }) => p}
      fields={(row) => (
        <>
          <TwinField name="name" label="Name" required />
          <div className="admin-grid">
            <PictureField name="image" label="Picture" upload={uploadPicture} />
            <PictureField name="banner" label="Banner" upload={uploadPicture} />
          </div>
          <TextField name="link" label="Link (https://…)" type="url" />
          <TextField name="sort_order" label="Order" type="number" />
          {row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}
