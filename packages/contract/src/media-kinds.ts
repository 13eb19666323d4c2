/** The kinds of the audio and video gallery (media.ts re-exports them with its schemas). */
export const MEDIA_FILTER_TYPES = ['all', 'video', 'audio'] as const;
export type MediaFilterType = (typeof MEDIA_FILTER_TYPES)[number];
export const MEDIA_KINDS = ['video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
