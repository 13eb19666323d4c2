/** The picture shown for one that cannot be loaded (apps/web/public). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
