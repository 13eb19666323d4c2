import type {
  GalleryCategoryListResponse,
  GalleryCategoryResponse,
  GalleryFilterInput,
  GalleryFilterResponse,
  GalleryTagListResponse,
  GalleryTagResponse,
  RecentGalleryResponse,
} from '@portal/contract/gallery';
import type {
  MediaCategoryListResponse,
  MediaCategoryResponse,
  MediaFilterInput,
  MediaFilterResponse,
  MediaFilterType,
  MediaListResponse,
  MediaTagListResponse,
  MediaTagResponse,
} from '@portal/contract/media';
import { api } from '../../lib/api';

/** The gallery and AV gallery calls (spec 000 section 7; list paths of our own in docs/api.md). */
export const galleryApi = {
  recent: () => api.get<RecentGalleryResponse>('recent/list'),
  categories: () => api.get<GalleryCategoryListResponse>('category/list'),
  tags: () => api.get<GalleryTagListResponse>('tag/list'),
  category: (id: string, page: number) => api.get<GalleryCategoryResponse>(`category/${encodeURIComponent(id)}?page=${page}`),
  tag: (id: string, page: number) => api.get<GalleryTagResponse>(`tag/${encodeURIComponent(id)}?page=${page}`),
  /** success 0 (nothing found) arrives as an ApiError carrying the server's message. */
  filter: (body: GalleryFilterInput) => api.post<GalleryFilterResponse>('filter/gallery', body),
};

export const mediaApi = {
  recent: (filter_type: MediaFilterType) => api.post<MediaListResponse>('recentmedia/list', { filter_type }),
  categories: () => api.get<MediaCategoryListResponse>('mediacategory/list'),
  tags: () => api.get<MediaTagListResponse>('mediatag/list'),
  category: (id: string, page: number) => api.get<MediaCategoryResponse>(`mediacategory/${encodeURIComponent(id)}?page=${page}`),
  tag: (id: string, page: number) => api.get<MediaTagResponse>(`mediatag/${encodeURIComponent(id)}?page=${page}`),
  filter: (body: MediaFilterInput) => api.post<MediaFilterResponse>('filter/media', body),
};
