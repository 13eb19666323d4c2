import { calls } from '@portal/contract/calls';
import type { GalleryFilterInput } from '@portal/contract/gallery';
import type { MediaFilterInput, MediaFilterType } from '@portal/contract/media';
import { call } from '../../lib/api';

/** The gallery and AV gallery calls (list paths of our own in docs/api.md). */
export const galleryApi = {
  recent: () => call(calls.recentGallery),
  categories: () => call(calls.galleryCategoryList),
  tags: () => call(calls.galleryTagList),
  category: (id: string, page: number) => call(calls.galleryCategory, { params: { id }, query: { page } }),
  tag: (id: string, page: number) => call(calls.galleryTag, { params: { id }, query: { page } }),
  /** success 0 (nothing found) arrives as an ApiError carrying the server's message. */
  filter: (body: GalleryFilterInput) => call(calls.galleryFilter, { body }),
};

export const mediaApi = {
  recent: (filter_type: MediaFilterType) => call(calls.recentMedia, { body: { filter_type } }),
  categories: () => call(calls.mediaCategoryList),
  tags: () => call(calls.mediaTagList),
  category: (id: string, page: number) => call(calls.mediaCategory, { params: { id }, query: { page } }),
  tag: (id: string, page: number) => call(calls.mediaTag, { params: { id }, query: { page } }),
  filter: (body: MediaFilterInput) => call(calls.mediaFilter, { body }),
};
