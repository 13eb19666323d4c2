import { useQuery } from '@tanstack/react-query';
import { mediaItemPatchSchema, mediaItemWriteSchema, type AdminMediaItem } from '@portal/contract/admin-gallery';
import type { AdminMediaCategory, AdminMediaTag } from '@portal/contract/admin-content';
import { calls } from '@portal/contract/calls';
import { CheckField, CheckList, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import { CollectionPage } from './collection-page';
import { collectionApi, uploadPicture } from './content-api';

/**
 * Video and audio talks (/media): title with its Tamil twin, picture, the YouTube, Vimeo or
 * SoundCloud link or embed the public player plays, duration, date, category and tags.
 */
const api = collectionApi<AdminMediaItem>({ list: calls.adminMediaItems, create: calls.adminMediaItemCreate, update: calls.adminMediaItemUpdate, remove: calls.adminMediaItemDelete });
const categories = collectionApi<AdminMediaCategory>({ list: calls.adminMediaCategories, update: calls.adminMediaCategoryUpdate });
const tags = collectionApi<AdminMediaTag>({ list: calls.adminMediaTags, update: calls.adminMediaTagUpdate });
const everything = (sort: string) => ({ q: '', page: 1, per_page: 100, sort });

function MediaFields({ row }: { row?: AdminMediaItem }) {
  const categoryList = useQuery({ queryKey: ['admin', 'media-categories', 'all'], queryFn: () => categories.list(everything('sort_order')) });
  const tagList = useQuery({ queryKey: ['admin', 'media-tags', 'all'], queryFn: () => tags.list(everything('media_tag')) });
  return (
    <>
      <SelectField name="kind" label="Kind" required options={[{ value: 'video', label: 'Video' }, { value: 'audio', label: 'Audio' }]} />
      <TwinField name="title" label="Title" required />
      <TextField name="media" label="Link or embed code" required multiline hint="A YouTube, Vimeo or SoundCloud address, or the embed code the site gives" />
      <div className="admin-grid">
        <TextField name="media_time" label="Duration" hint="MM:SS or H:MM:SS" />
        <TextField name="published_on" label="Date" type="date" required />
        <SelectField name="category_id" label="Category" options={[{ value: '', label: 'No category' }, ...(categoryList.data?.data ?? []).map((c) => ({ value: c.id, label: c.media_category }))]} />
      </div>
      <PictureField name="image" label="Picture" upload={uploadPicture} />
      <CheckList name="tag_ids" label="Tags" empty="No tags yet (Audio and video tags)" options={(tagList.data?.data ?? []).map((t) => ({ value: t.id, label: t.media_tag }))} />
      {row && <CheckField name="hidden" label="Hidden from the public site" />}
    </>
  );
}

export default function MediaItemsAdminPage() {
  return (
    <CollectionPage
      title="Video and audio"
      entity="media"
      api={api}
      columns={[
        { id: 'published_on', sort: 'published_on', header: 'Date', cell: (m) => m.published_on },
        { id: 'title', sort: 'title', header: 'Title', cell: (m) => m.title },
        { id: 'kind', sort: 'kind', header: 'Kind', cell: (m) => (m.kind === 'video' ? 'Video' : 'Audio') },
        { id: 'media_time', header: 'Duration', cell: (m) => m.media_time },
        { id: 'hidden', header: 'On the site', cell: (m) => (m.hidden ? 'Hidden' : 'Shown') },
      ]}
      defaultSort="-published_on"
      schema={mediaItemPatchSchema}
      createSchema={mediaItemWriteSchema}
      empty={{ kind: 'video', title: '', title_ta: '', media: '', media_time: '', published_on: new Date().toISOString().slice(0, 10), category_id: '', image: '', tag_ids: [] }}
      toValues={({ id: _i, tag_ids, category_id, ...m }) => ({ ...m, category_id: category_id ?? '', tag_ids: tag_ids.map(String) })}
      fields={(row) => <MediaFields row={row} />}
    />
  );
}
