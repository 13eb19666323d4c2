import { sliderPatchSchema, sliderWriteSchema, type AdminSlider } from '@portal/contract/admin-content';
import { CheckField, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi, uploadPicture } from './content-api';

/** The home page's sliding banners and its bottom banner (the first active 'bottom' slide). */
const columns: AdminColumn<AdminSlider>[] = [
  { id: 'image', header: 'Picture', cell: (s) => <img className="admin-thumb" src={s.image} alt="" /> },
  { id: 'title', sort: 'title', header: 'Title', cell: (s) => s.title },
  { id: 'placement', sort: 'placement', header: 'Where', cell: (s) => (s.placement === 'bottom' ? 'Bottom banner' : 'Banner') },
  { id: 'sort_order', sort: 'sort_order', header: 'Order', cell: (s) => s.sort_order },
  { id: 'active', header: 'Shown', cell: (s) => (s.active ? 'Yes' : 'No') },
];

export default function SlidersAdminPage() {
  return (
    <CollectionPage
      title="Slides and bottom banner"
      entity="sliders"
      api={contentApi.sliders}
      columns={columns}
      defaultSort="sort_order"
      schema={sliderPatchSchema}
      createSchema={sliderWriteSchema}
      empty={{ placement: 'banner', image: '', media: '', title: '', title_ta: '', sort_order: 0, active: true }}
      toValues={({ id: _i, ...s }) => s}
      fields={() => (
        <>
          <SelectField
            name="placement"
            label="Where"
            options={[
              { value: 'banner', label: 'Banner (slides at the top of the home page)' },
              { value: 'bottom', label: 'Bottom banner' },
            ]}
          />
          <PictureField name="image" label="Picture" upload={uploadPicture} />
          <TwinField name="title" label="Title" />
          <TextField name="media" label="Link when clicked (https://…)" type="url" />
          <TextField name="sort_order" label="Order" type="number" />
          <CheckField name="active" label="Shown on the site" />
        </>
      )}
    />
  );
}
