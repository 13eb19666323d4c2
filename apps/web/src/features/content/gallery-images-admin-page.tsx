import { useEffect, useId, useState, type DragEvent } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AdminAlbum, AdminGalleryTag } from '@portal/contract/admin-content';
import { galleryCaptionSchema, galleryImagePatchSchema, galleryUploadSchema, GALLERY_ADMIN_MESSAGES, GALLERY_UPLOAD_MAX_FILES, type AdminGalleryImage } from '@portal/contract/admin-gallery';
import { calls } from '@portal/contract/calls';
import { adminCall } from '../../lib/admin-client';
import { ApiError, errorMessage } from '../../lib/api';
import { FormAlerts } from '../../components/form-alerts';
import { FieldNotes, FormField } from '../../components/form-field';
import { useFormSubmit } from '../../lib/use-form-submit';
import { CheckField, CheckList, SelectField, TextField, TwinField } from './admin-fields';
import { collectionApi } from './content-api';
import { useConfirm } from '../../components/confirm-dialog';
import './content.css';

/**
 * The gallery's images, album by album: several pictures uploaded at once (each with its caption
 * in English and Tamil; date and tags for all), the album's images in their public order, moved by
 * dragging or with the Move up / Move down buttons (keyboard and phone), each edited, hidden or
 * deleted. Every change shows on the public gallery at once.
 */
const albums = collectionApi<AdminAlbum>({ list: calls.adminAlbums, update: calls.adminAlbumUpdate });
const tags = collectionApi<AdminGalleryTag>({ list: calls.adminGalleryTags, update: calls.adminGalleryTagUpdate });
const everything = (sort: string) => ({ q: '', page: 1, per_page: 100, sort });

const listImages = async (albumId: number) =>
  (await adminCall(calls.adminGalleryImages, { query: { album_id: String(albumId), sort: 'sort_order', per_page: 100, page: 1 } as never })).data;

function useTags() {
  return useQuery({ queryKey: ['admin', 'gallery-tags', 'all'], queryFn: () => tags.list(everything('album_tag')) }).data?.data ?? [];
}

export default function GalleryImagesAdminPage() {
  const albumList = useQuery({ queryKey: ['admin', 'albums', 'all'], queryFn: () => albums.list(everything('-album_date')) });
  const [albumId, setAlbumId] = useState<number>();
  const [editing, setEditing] = useState<AdminGalleryImage>();
  const [notice, setNotice] = useState<string>();
  const pickId = useId();
  const album = albumList.data?.data.find((a) => a.id === albumId);

  return (
    <section className="admin-collection" aria-labelledby="gallery-images-title">
      <div className="admin-collection-head">
        <h1 id="gallery-images-title">{editing ? 'Edit: Gallery image' : 'Gallery images'}</h1>
      </div>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      {editing ? (
        <ImageForm
          image={editing}
          albums={albumList.data?.data ?? []}
          onClose={(message) => {
            setEditing(undefined);
            setNotice(message);
          }}
        />
      ) : (
        <>
          <div className="field">
            <label htmlFor={pickId}>Album</label>
            <select id={pickId} value={albumId ?? ''} onChange={(e) => (setNotice(undefined), setAlbumId(e.target.value ? Number(e.target.value) : undefined))}>
              <option value="">Choose an album</option>
              {(albumList.data?.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.album_sub} ({a.album_date})
                </option>
              ))}
            </select>
          </div>
          {album && (
            <>
              <UploadPanel key={album.id} album={album} onDone={setNotice} />
              <AlbumOrder album={album} onEdit={(image) => (setNotice(undefined), setEditing(image))} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The upload's form: the call's own fields (album, date, tags) and the chosen pictures, each with
 * its caption and Tamil twin (the call's caption rule); the multipart body is built from these.
 */
const uploadSchema = galleryUploadSchema.extend({
  pictures: z
    .array(galleryCaptionSchema.extend({ file: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, GALLERY_ADMIN_MESSAGES.choosePictures) }))
    .min(1, GALLERY_ADMIN_MESSAGES.choosePictures)
    .max(GALLERY_UPLOAD_MAX_FILES, GALLERY_ADMIN_MESSAGES.tooManyPictures),
});
type UploadValues = z.input<typeof uploadSchema>;

/** The multipart body of the upload, as the call documents it (galleryUploadBodyDoc). */
function uploadBody(v: z.output<typeof uploadSchema>): FormData {
  const body = new FormData();
  body.append('album_id', String(v.album_id));
  if (v.album_date) body.append('album_date', v.album_date);
  body.append('tag_ids', v.tag_ids.join(','));
  v.pictures.forEach((p, i) => {
    body.append(`caption_${i}`, p.caption);
    body.append(`caption_ta_${i}`, p.caption_ta);
  });
  v.pictures.forEach((p) => body.append('images', p.file, p.file.name));
  return body;
}

/** Pictures chosen together, each with its caption; date and tags apply to all of them. */
function UploadPanel({ album, onDone }: { album: AdminAlbum; onDone: (message: string) => void }) {
  const allTags = useTags();
  const empty: UploadValues = { album_id: album.id, album_date: '', tag_ids: [], pictures: [] };
  const form = useForm<UploadValues, unknown, z.output<typeof uploadSchema>>({ resolver: zodResolver(uploadSchema), defaultValues: empty });
  const pictures = useFieldArray({ control: form.control, name: 'pictures' });
  // The chosen files' previews, freed when others are chosen or the panel goes.
  const [previews, setPreviews] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const ids = { files: useId() };

  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  // A refusal: the first field's message (a file's is named by its position), else the call's.
  const [failure, setFailure] = useState<string>();
  const { onSubmit, busy } = useFormSubmit(form, (values) => adminCall(calls.adminGalleryImageUpload, { body: uploadBody(values) }), {
    onStart: () => setFailure(undefined),
    onSuccess: (answer) => {
      form.reset(empty);
      setPreviews([]);
      setInputKey((k) => k + 1);
      onDone(`${answer.message}: ${answer.data.length}`);
    },
    refresh: ['admin', 'gallery-images'],
    fields: ['album_date', 'tag_ids'],
    onFailure: (message, err) => setFailure(err instanceof ApiError ? (Object.values(err.errors)[0] ?? message) : message),
  });

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    const kept = list.slice(0, GALLERY_UPLOAD_MAX_FILES);
    pictures.replace(kept.map((file) => ({ file, caption: '', caption_ta: '' })));
    setPreviews(kept.map((file) => URL.createObjectURL(file)));
    if (list.length > GALLERY_UPLOAD_MAX_FILES) form.setError('pictures', { message: GALLERY_ADMIN_MESSAGES.tooManyPictures });
    else form.clearErrors('pictures');
  };
  const errors = form.formState.errors;
  const picturesError = errors.pictures?.message ?? errors.pictures?.root?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void onSubmit(ev)} noValidate>
        <fieldset className="admin-form" aria-describedby={`${ids.files}-hint`}>
          <legend>Add pictures to {album.album_sub}</legend>
          <div className="field">
            <label htmlFor={ids.files}>Pictures</label>
            <input
              key={inputKey}
              id={ids.files}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={!!picturesError}
              aria-describedby={picturesError ? `${ids.files}-error` : undefined}
              onChange={(e) => choose(e.target.files)}
            />
            <span className="hint" id={`${ids.files}-hint`}>
              JPEG, PNG or WebP; up to {GALLERY_UPLOAD_MAX_FILES} at once. They go after the album&apos;s last picture.
            </span>
            <FieldNotes id={ids.files} error={picturesError} />
          </div>
          {pictures.fields.length > 0 && (
            <ol className="admin-upload-files">
              {pictures.fields.map((c, i) => (
                <li key={c.id}>
                  <img src={previews[i]} alt={`Chosen picture ${i + 1}: ${c.file.name}`} />
                  <div className="admin-twin">
                    <FormField id={`${ids.files}-c${i}`} label={`Caption of ${c.file.name} (English)`} error={errors.pictures?.[i]?.caption?.message}>
                      {(p) => <input {...p} maxLength={255} {...form.register(`pictures.${i}.caption`)} />}
                    </FormField>
                    <FormField id={`${ids.files}-t${i}`} label={`Caption of ${c.file.name} (Tamil)`} error={errors.pictures?.[i]?.caption_ta?.message}>
                      {(p) => <input {...p} lang="ta" maxLength={255} {...form.register(`pictures.${i}.caption_ta`)} />}
                    </FormField>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <TextField name="album_date" label="Date" type="date" hint={`Empty: the album's date (${album.album_date})`} />
          {allTags.length > 0 && <CheckList name="tag_ids" label="Tags" empty="" options={allTags.map((t) => ({ value: t.id, label: t.album_tag }))} />}
          <FormAlerts error={failure} />
          <div className="admin-form-actions">
            <button type="submit" className="btn" disabled={busy}>
              {busy ? 'Uploading…' : pictures.fields.length > 1 ? `Upload ${pictures.fields.length} pictures` : 'Upload'}
            </button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}

/** The album's images in their public order: drag a row, or use its Move up / Move down buttons. */
function AlbumOrder({ album, onEdit }: { album: AdminAlbum; onEdit: (image: AdminGalleryImage) => void }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['admin', 'gallery-images', album.id], queryFn: () => listImages(album.id) });
  const [order, setOrder] = useState<AdminGalleryImage[]>([]);
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState<number>();

  useEffect(() => setOrder(list.data ?? []), [list.data]);

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
    setStatus(undefined);
    setError(undefined);
    try {
      const answer = await adminCall(calls.adminGalleryImageOrder, { body: { album_id: album.id, ids: next.map((i) => i.id) } });
      client.setQueryData(['admin', 'gallery-images', album.id], answer.data);
      setStatus(`${answer.message}: ${item!.caption || 'picture'} is now number ${to + 1}`);
    } catch (err) {
      setError(errorMessage(err));
      void list.refetch();
    }
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragging !== undefined) void move(dragging, to);
    setDragging(undefined);
  };

  return (
    <section aria-labelledby="album-order-title" className="admin-collection">
      <h2 id="album-order-title">Pictures of {album.album_sub}, in their order on the site</h2>
      <p className="hint">Drag a picture to its place, or use Move up and Move down.</p>
      <p role="status" aria-live="polite" className={status ? 'alert alert-success' : 'admin-order-status'}>
        {status}
      </p>
      <FormAlerts error={error} />
      {list.isSuccess && order.length === 0 && <p>No pictures in this album yet.</p>}
      <ol className="admin-order" data-testid="album-order">
        {order.map((image, i) => {
          const name = image.caption || `picture ${i + 1}`;
          return (
            <li
              key={image.id}
              draggable
              data-dragging={dragging === i}
              onDragStart={(e) => (setDragging(i), e.dataTransfer.setData('text/plain', String(image.id)))}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
              onDragEnd={() => setDragging(undefined)}
            >
              <span className="admin-order-place" aria-hidden="true">
                {i + 1}
              </span>
              <img src={image.image} alt="" width={96} height={64} loading="lazy" />
              <span className="admin-order-caption">
                {name}
                {image.hidden && <span className="admin-badge"> Hidden</span>}
              </span>
              <span className="admin-order-actions">
                <button type="button" className="btn btn-outline" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => void move(i, i - 1)}>
                  ↑
                </button>
                <button type="button" className="btn btn-outline" aria-label={`Move ${name} down`} disabled={i === order.length - 1} onClick={() => void move(i, i + 1)}>
                  ↓
                </button>
                <button type="button" className="btn-link" aria-label={`Edit ${name}`} onClick={() => onEdit(image)}>
                  Edit
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type ImageValues = z.input<typeof galleryImagePatchSchema>;

/** One image: caption and Tamil twin, date, album, tags, hidden; or deleted. */
function ImageForm({ image, albums: albumList, onClose }: { image: AdminGalleryImage; albums: AdminAlbum[]; onClose: (message?: string) => void }) {
  const client = useQueryClient();
  const allTags = useTags();
  const form = useForm<ImageValues, unknown, z.output<typeof galleryImagePatchSchema>>({
    resolver: zodResolver(galleryImagePatchSchema),
    defaultValues: { caption: image.caption, caption_ta: image.caption_ta, album_date: image.album_date, album_id: image.album_id, tag_ids: image.tag_ids.map(String), hidden: image.hidden },
  });
  const done = async (message: string) => {
    await client.invalidateQueries({ queryKey: ['admin', 'gallery-images'] });
    onClose(message);
  };
  const { onSubmit, busy, error, setError } = useFormSubmit(form, (body) => adminCall(calls.adminGalleryImageUpdate, { params: { id: String(image.id) }, body }), {
    onSuccess: (answer) => done(answer.message),
  });
  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    const asked = { title: 'Delete this picture?', body: <p>The picture and its caption are deleted for good, from the album and the public gallery.</p>, confirmLabel: 'Delete' };
    if (!(await confirm(asked))) return;
    setError(undefined);
    try {
      await done((await adminCall(calls.adminGalleryImageDelete, { params: { id: String(image.id) } })).message);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <FormProvider {...form}>
      {dialog}
      <form className="admin-form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
        <img src={image.image} alt={image.caption || 'The picture'} className="admin-picture" width={320} height={Math.round((320 * (image.height || 2)) / (image.width || 3))} style={{ maxWidth: '100%', height: 'auto' }} />
        <TwinField name="caption" label="Caption" />
        <div className="admin-grid">
          <TextField name="album_date" label="Date" type="date" required />
          <SelectField name="album_id" label="Album" required options={albumList.map((a) => ({ value: a.id, label: a.album_sub }))} />
        </div>
        <CheckList name="tag_ids" label="Tags" empty="No tags yet (Image tags)" options={allTags.map((t) => ({ value: t.id, label: t.album_tag }))} />
        <CheckField name="hidden" label="Hidden from the public site" />
        <FormAlerts error={error} />
        <div className="admin-form-actions">
          <button type="submit" className="btn" disabled={busy}>
            Save
          </button>
          <button type="button" className="btn btn-outline" onClick={() => void onDelete()}>
            Delete
          </button>
          <button type="button" className="btn-link" onClick={() => onClose()}>
            Back to the album
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
