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
import { CollectionPage, type CollectionApi } from './collection-page';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { collectionApi, uploadPicture } from './content-api';

/**
 * The galleries' groups: image categories, albums and tags, audio/video categories and tags.
 * Each is a name with its Tamil twin; a category with albums (or items) is hidden, not deleted.
 */
const shown = (hidden: boolean) => (hidden ? 'Hidden' : 'Shown');

type GroupRow = { id: number; hidden?: boolean } & Record<string, unknown>;
type GroupSchema = z.ZodType<FieldValues, FieldValues>;

/** What differs between the galleries' category pages (and between their tag pages): names, as data. */
interface Group {
  title: string;
  entity: string;
  /** The calls of the collection (list, create, update, delete). */
  api: object;
  /** The name column (with its `_ta` Tamil twin). */
  name: string;
  /** The count of children shown in the list, and its header. */
  count: { key: string; header: string };
  schema: GroupSchema;
  createSchema: unknown;
}

/** A category: name, order and (once saved) hidden, listed with how many children it has. */
function CategoryPage({ group }: { group: Group }) {
  const { name, count } = group;
  return (
    <CollectionPage<GroupRow, GroupSchema>
      title={group.title}
      entity={group.entity}
      api={group.api as unknown as CollectionApi<GroupRow, FieldValues>}
      columns={[
        { id: name, sort: name, header: 'Name', cell: (c) => c[name] as string },
        { id: count.key, header: count.header, cell: (c) => c[count.key] as number },
        { id: 'hidden', header: 'On the site', cell: (c) => shown(!!c.hidden) },
      ]}
      defaultSort="sort_order"
      schema={group.schema}
      createSchema={group.createSchema as GroupSchema}
      empty={{ [name]: '', [`${name}_ta`]: '', sort_order: 0 }}
      toValues={({ id: _i, [count.key]: _n, ...c }) => c}
      fields={(row) => (
        <>
          <TwinField name={name} label="Name" required />
          <TextField name="sort_order" label="Order" type="number" />
          {row && <CheckField name="hidden" label="Hidden from the public site" />}
        </>
      )}
    />
  );
}

/** A tag: a name, listed with how many items carry it. */
function TagPage({ group }: { group: Group }) {
  const { name, count } = group;
  return (
    <CollectionPage<GroupRow, GroupSchema>
      title={group.title}
      entity={group.entity}
      api={group.api as unknown as CollectionApi<GroupRow, FieldValues>}
      columns={[
        { id: name, sort: name, header: 'Tag', cell: (t) => t[name] as string },
        { id: count.key, header: count.header, cell: (t) => t[count.key] as number },
      ]}
      defaultSort={name}
      schema={group.schema}
      createSchema={group.createSchema as GroupSchema}
      empty={{ [name]: '', [`${name}_ta`]: '' }}
      toValues={({ id: _i, [count.key]: _n, ...t }) => t}
      fields={() => <TwinField name={name} label="Tag" required />}
    />
  );
}

const galleryCategories: Group = {
  title: 'Image gallery categories',
  entity: 'gallery-categories',
  api: collectionApi<AdminGalleryCategory>({ list: calls.adminGalleryCategories, create: calls.adminGalleryCategoryCreate, update: calls.adminGalleryCategoryUpdate, remove: calls.adminGalleryCategoryDelete }),
  name: 'album_category',
  count: { key: 'albums', header: 'Albums' },
  schema: galleryCategoryPatchSchema,
  createSchema: galleryCategoryWriteSchema,
};

const galleryTags: Group = {
  title: 'Image tags',
  entity: 'gallery-tags',
  api: collectionApi<AdminGalleryTag>({ list: calls.adminGalleryTags, create: calls.adminGalleryTagCreate, update: calls.adminGalleryTagUpdate, remove: calls.adminGalleryTagDelete }),
  name: 'album_tag',
  count: { key: 'images', header: 'Images' },
  schema: galleryTagPatchSchema,
  createSchema: galleryTagWriteSchema,
};

const mediaCategories: Group = {
  title: 'Audio and video categories',
  entity: 'media-categories',
  api: collectionApi<AdminMediaCategory>({ list: calls.adminMediaCategories, create: calls.adminMediaCategoryCreate, update: calls.adminMediaCategoryUpdate, remove: calls.adminMediaCategoryDelete }),
  name: 'media_category',
  count: { key: 'items', header: 'Items' },
  schema: mediaCategoryPatchSchema,
  createSchema: mediaCategoryWriteSchema,
};

const mediaTags: Group = {
  title: 'Audio and video tags',
  entity: 'media-tags',
  api: collectionApi<AdminMediaTag>({ list: calls.adminMediaTags, create: calls.adminMediaTagCreate, update: calls.adminMediaTagUpdate, remove: calls.adminMediaTagDelete }),
  name: 'media_tag',
  count: { key: 'items', header: 'Items' },
  schema: mediaTagPatchSchema,
  createSchema: mediaTagWriteSchema,
};

export const GalleryCategoriesAdminPage = () => <CategoryPage group={galleryCategories} />;
export const GalleryTagsAdminPage = () => <TagPage group={galleryTags} />;
export const MediaCategoriesAdminPage = () => <CategoryPage group={mediaCategories} />;
export const MediaTagsAdminPage = () => <TagPage group={mediaTags} />;

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

