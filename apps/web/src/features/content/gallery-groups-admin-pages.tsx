import {
  albumPatchSchema,
  albumWriteSchema,
  galleryCategoryPatchSchema,
  galleryCategoryWriteSchema,
  galleryTagPatchSchema,
  galleryTagWriteSchema,
  mediaCategoryPatchSchema,
  mediaCategoryWriteSchema,
  mediaTagPatchSchema,
  mediaTagWriteSchema,
  type AdminAlbum,
  type AdminGalleryCategory,
  type AdminGalleryTag,
  type AdminMediaCategory,
  type AdminMediaTag,
} from '@portal/contract/admin-content';
import { calls } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { CheckField, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import { CollectionPage } from './collection-page';
import { collectionApi, uploadPicture } from './content-api';

/**
 * The galleries' groups: image categories, albums and tags, audio/video categories and tags.
 * Each is a name with its Tamil twin; a category with albums (or items) is hidden, not deleted.
 */
const shown = (hidden: boolean) => (hidden ? 'Hidden' : 'Shown');

export function GalleryCategoriesAdminPage() {
  return (
    <CollectionPage
      title="Image gallery categories"
      entity="gallery-categories"
      api={collectionApi<AdminGalleryCategory>({ list: calls.adminGalleryCategories, create: calls.adminGalleryCategoryCreate, update: calls.adminGalleryCategoryUpdate, remove: calls.adminGalleryCategoryDelete })}
      columns={[
        { id: 'album_category', sort: 'album_category', header: 'Name', cell: (c) => c.album_category },
        { id: 'albums', header: 'Albums', cell: (c) => c.albums },
        { id: 'hidden', header: 'On the site', cell: (c) => shown(c.hidden) },
      ]}
      defaultSort="sort_order"
      schema={galleryCategoryPatchSchema}
      createSchema={galleryCategoryWriteSchema as unknown as typeof galleryCategoryPatchSchema}
      empty={{ album_category: '', album_category_ta: '', sort_order: 0 }}
      toValues={({ id: _i, albums: _a, ...c }) => c}
      fields={(row) => (
        <>
          <TwinField name="album_category" label="Name" required />
          <TextField name="sort_order" label="Order" type="number" />
          {row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}

function AlbumFields({ row }: { row?: AdminAlbum }) {
  const categories = useQuery({ queryKey: ['admin', 'gallery-categories', 'all'], queryFn: () => adminGalleryCategories.list({ q: '', page: 1, per_page: 100, sort: 'sort_order' }) });
  return (
    <>
      <SelectField name="category_id" label="Category" required options={[{ value: '', label: 'Choose a category' }, ...(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.album_category }))]} />
      <TwinField name="album_sub" label="Album name" required />
      <TextField name="album_date" label="Date" type="date" required />
      <PictureField name="cover" label="Cover picture" upload={uploadPicture} />
      {row && <CheckField name="hidden" label="Hidden from the public site" />}
    </>
  );
}

const adminGalleryCategories = collectionApi<AdminGalleryCategory>({ list: calls.adminGalleryCategories, update: calls.adminGalleryCategoryUpdate });

export function AlbumsAdminPage() {
  return (
    <CollectionPage
      title="Albums"
      entity="albums"
      api={collectionApi<AdminAlbum>({ list: calls.adminAlbums, create: calls.adminAlbumCreate, update: calls.adminAlbumUpdate, remove: calls.adminAlbumDelete })}
      columns={[
        { id: 'album_date', sort: 'album_date', header: 'Date', cell: (a) => a.album_date },
        { id: 'album_sub', sort: 'album_sub', header: 'Name', cell: (a) => a.album_sub },
        { id: 'images', header: 'Images', cell: (a) => a.images },
        { id: 'hidden', header: 'On the site', cell: (a) => shown(a.hidden) },
      ]}
      defaultSort="-album_date"
      schema={albumPatchSchema}
      createSchema={albumWriteSchema as unknown as typeof albumPatchSchema}
      empty={{ category_id: '', album_sub: '', album_sub_ta: '', album_date: '', cover: '' }}
      toValues={({ id: _i, images: _n, ...a }) => a}
      fields={(row) => <AlbumFields row={row} />}
    />
  );
}

export function GalleryTagsAdminPage() {
  return (
    <CollectionPage
      title="Image tags"
      entity="gallery-tags"
      api={collectionApi<AdminGalleryTag>({ list: calls.adminGalleryTags, create: calls.adminGalleryTagCreate, update: calls.adminGalleryTagUpdate, remove: calls.adminGalleryTagDelete })}
      columns={[
        { id: 'album_tag', sort: 'album_tag', header: 'Tag', cell: (t) => t.album_tag },
        { id: 'images', header: 'Images', cell: (t) => t.images },
      ]}
      defaultSort="album_tag"
      schema={galleryTagPatchSchema}
      createSchema={galleryTagWriteSchema as unknown as typeof galleryTagPatchSchema}
      empty={{ album_tag: '', album_tag_ta: '' }}
      toValues={({ id: _i, images: _n, ...t }) => t}
      fields={() => <TwinField name="album_tag" label="Tag" required />}
    />
  );
}

export function MediaCategoriesAdminPage() {
  return (
    <CollectionPage
      title="Audio and video categories"
      entity="media-categories"
      api={collectionApi<AdminMediaCategory>({ list: calls.adminMediaCategories, create: calls.adminMediaCategoryCreate, update: calls.adminMediaCategoryUpdate, remove: calls.adminMediaCategoryDelete })}
      columns={[
        { id: 'media_category', sort: 'media_category', header: 'Name', cell: (c) => c.media_category },
        { id: 'items', header: 'Items', cell: (c) => c.items },
        { id: 'hidden', header: 'On the site', cell: (c) => shown(c.hidden) },
      ]}
      defaultSort="sort_order"
      schema={mediaCategoryPatchSchema}
      createSchema={mediaCategoryWriteSchema as unknown as typeof mediaCategoryPatchSchema}
      empty={{ media_category: '', media_category_ta: '', sort_order: 0 }}
      toValues={({ id: _i, items: _n, ...c }) => c}
      fields={(row) => (
        <>
          <TwinField name="media_category" label="Name" required />
          <TextField name="sort_order" label="Order" type="number" />
          {row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}

export function MediaTagsAdminPage() {
  return (
    <CollectionPage
      title="Audio and video tags"
      entity="media-tags"
      api={collectionApi<AdminMediaTag>({ list: calls.adminMediaTags, create: calls.adminMediaTagCreate, update: calls.adminMediaTagUpdate, remove: calls.adminMediaTagDelete })}
      columns={[
        { id: 'media_tag', sort: 'media_tag', header: 'Tag', cell: (t) => t.media_tag },
        { id: 'items', header: 'Items', cell: (t) => t.items },
      ]}
      defaultSort="media_tag"
      schema={mediaTagPatchSchema}
      createSchema={mediaTagWriteSchema as unknown as typeof mediaTagPatchSchema}
      empty={{ media_tag: '', media_tag_ta: '' }}
      toValues={({ id: _i, items: _n, ...t }) => t}
      fields={() => <TwinField name="media_tag" label="Tag" required />}
    />
  );
}
