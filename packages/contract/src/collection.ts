import { z } from './zod.ts';

/**
 * What the image gallery and the AV gallery share: a collection
 * of items in categories, with tags, lists a page at a time and a filter that may find nothing.
 * Each gallery names its own fields (album_tag, media_tag, ...); these builders keep the shapes alike.
 */

/** A page of a longer list: ask for page + 1 while has_more is true. */
export const pagedFields = { page: z.number(), limit: z.number(), has_more: z.boolean() };
export type Paged = { page: number; limit: number; has_more: boolean };

const ok = z.literal(1);

/** A tag row `{ id, <name> }`, e.g. `{ id, album_tag }`. */
export function namedRowSchema<K extends string>(name: K) {
  return z.object({ id: z.number(), ...({ [name]: z.string() } as Record<K, z.ZodString>) });
}

/** `{ success: 1, data: [...] }`: a short list sent whole. */
export const listResponseSchema = <T extends z.ZodType>(item: T) => z.object({ success: ok, data: z.array(item) });

/** A page of a category's or a tag's items, with the category's or tag's name (`category_name`, `tag_name`). */
export function pagedResponseSchema<T extends z.ZodType, K extends string>(item: T, name: K) {
  return z.object({ success: ok, ...pagedFields, data: z.array(item), ...({ [name]: z.string() } as Record<K, z.ZodString>) });
}

/** A filter's answer: success 1 with items, or success 0 with a message when nothing matches. */
export const filterResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.union([z.literal(0), z.literal(1)]),
    message: z.string().optional(),
    ...pagedFields,
    data: z.array(item),
  });
