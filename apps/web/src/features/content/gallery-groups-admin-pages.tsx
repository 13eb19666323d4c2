import * as content from '@portal/contract/admin-content';
import { calls } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { CheckField, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import { CollectionPage } from './collection-page';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { collectionApi, uploadPicture, type Crud } from './content-api';

/**
 * The galleries' groups: image categories, albums and tags, audio/video categories and tags.
 * Each is a name with its Tamil twin; a category with albums (or items) is hidden, not deleted.
 */
const shown = (hidden: boolean) => (hidden ? 'Hidden' : 'Shown');

type GroupRow = { id: number; hidden?: boolean } & Record<string, unknown>;
type GroupSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * What differs between the galleries' group pages, as data. A category has a name, an order and
 * (once saved) hidden; a tag only a name.
 */
interface Group {
  kind: 'category' | 'tag';
  title: string;
  entity: string;
  /** The name column (with its `_ta` Tamil twin). */
  name: string;
  /** The count of children shown in the list, and its header. */
  count: { key: string; header: string };
  calls: Required<Crud>;
  /** The edit form's schema and the add form's (the browser's call table carries no schemas). */
  schema: GroupSchema;
  createSchema: GroupSchema;
}

/** A category or a tag, listed with how many children (albums, images, items) it has. */
function GroupPage({ group }: { group: Group }) {
  const { name, count } = group;
  const category = group.kind === 'category';
  const label = category ? 'Name' : 'Tag';
  return (
    <CollectionPage<GroupRow, GroupSchema>
      title={group.title}
      entity={group.entity}
      api={collectionApi<GroupRow, FieldValues>(group.calls)}
      columns={[
        { id: name, sort: name, header: label, cell: (g) => g[name] as string },
        { id: count.key, header: count.header, cell: (g) => g[count.key] as number },
        ...(category ? [{ id: 'hidden', header: 'On the site', cell: (g: GroupRow) => shown(!!g.hidden) }] : []),
      ]}
      defaultSort={category ? 'sort_order' : name}
      schema={group.schema}
      createSchema={group.createSchema}
      empty={{ [name]: '', [`${name}_ta`]: '', ...(category && { sort_order: 0 }) }}
      toValues={({ id: _i, [count.key]: _n, ...g }) => g}
      fields={(row) => (
        <>
          <TwinField name={name} label={label} required />
          {category && <TextField name="sort_order" label="Order" type="number" />}
          {category && row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}

const galleryCategories: Group = {
  kind: 'category', title: 'Image gallery categories', entity: 'gallery-categories', name: 'album_category', count: { key: 'albums', header: 'Albums' },
  calls: { list: calls.adminGalleryCategories, create: calls.adminGalleryCategoryCreate, update: calls.adminGalleryCategoryUpdate, remove: calls.adminGalleryCategoryDelete },
  schema: content.galleryCategoryPatchSchema, createSchema: content.galleryCategoryWriteSchema,
};
const galleryTags: Group = {
  kind: 'tag', title: 'Image tags', entity: 'gallery-tags', name: 'album_tag', count: { key: 'images', header: 'Images' },
  calls: { list: calls.adminGalleryTags, create: calls.adminGalleryTagCreate, update: calls.adminGalleryTagUpdate, remove: calls.adminGalleryTagDelete },
  schema: content.galleryTagPatchSchema, createSchema: content.galleryTagWriteSchema,
};
const mediaCategories: Group = {
  kind: 'category', title: 'Audio and video categories', entity: 'media-categories', name: 'media_category', count: { key: 'items', header: 'Items' },
  calls: { list: calls.adminMediaCategories, create: calls.adminMediaCategoryCreate, update: calls.adminMediaCategoryUpdate, remove: calls.adminMediaCategoryDelete },
  schema: content.mediaCategoryPatchSchema, createSchema: content.mediaCategoryWriteSchema,
};
const mediaTags: Group = {
  kind: 'tag', title: 'Audio and video tags', entity: 'media-tags', name: 'media_tag', count: { key: 'items', header: 'Items' },
  calls: { list: calls.adminMediaTags, create: calls.adminMediaTagCreate, update: calls.adminMediaTagUpdate, remove: calls.adminMediaTagDelete },
  schema: content.mediaTagPatchSchema, createSchema: content.mediaTagWriteSchema,
};

export const GalleryCategoriesAdminPage = () => <GroupPage group={galleryCategories} />;
export const GalleryTagsAdminPage = () => <GroupPage group={galleryTags} />;
export const MediaCategoriesAdminPage = () => <GroupPage group={mediaCategories} />;
export const MediaTagsAdminPage = () => <GroupPage group={mediaTags} />;

function AlbumFields({ row }: { row?: content.AdminAlbum }) {
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

const adminGalleryCategories = collectionApi<content.AdminGalleryCategory>({ list: calls.adminGalleryCategories, update: calls.adminGalleryCategoryUpdate });

export function AlbumsAdminPage() {
  return (
    <CollectionPage
      title="Albums"
      entity="albums"
      api={collectionApi<content.AdminAlbum>({ list: calls.adminAlbums, create: calls.adminAlbumCreate, update: calls.adminAlbumUpdate, remove: calls.adminAlbumDelete })}
      columns={[
        { id: 'album_date', sort: 'album_date', header: 'Date', cell: (a) => a.album_date },
        { id: 'album_sub', sort: 'album_sub', header: 'Name', cell: (a) => a.album_sub },
        { id: 'images', header: 'Images', cell: (a) => a.images },
        { id: 'hidden', header: 'On the site', cell: (a) => shown(a.hidden) },
      ]}
      defaultSort="-album_date"
      schema={content.albumPatchSchema}
      createSchema={content.albumWriteSchema}
      empty={{ category_id: '', album_sub: '', album_sub_ta: '', album_date: '', cover: '' }}
      toValues={({ id: _i, images: _n, ...a }) => a}
      fields={(row) => <AlbumFields row={row} />}
    />
  );
}

