import { calls } from '@portal/contract/calls';
import type { CallDef } from '@portal/contract/call';
import type { AdminEvent, AdminEventCategory, AdminProgram, AdminProject, AdminSlider, AdminTestimonial, AdminTranslation } from '@portal/contract/admin-content';
import type { ListState } from './admin-table';
import { adminCall, adminCallWire } from '../../lib/admin-client';
import { ADMIN_LIST_LIMITS } from '@portal/contract/staff';

/**
 * The content collections through the back office's own client (its own token, never the
 * devotee's). Each collection gives the list/create/update/remove a CollectionPage needs.
 */
export type Crud = { list: CallDef; create?: CallDef; update: CallDef; remove?: CallDef };

export function collectionApi<Row, Values = object>(c: Crud) {
  const send = adminCallWire;
  return {
    list: async (query: ListState) => {
      const answer = await send(c.list, { query: { ...query, q: query.q || undefined } });
      return { data: answer.data as Row[], total: answer.total ?? 0 };
    },
    create: c.create ? async (values: Values) => (await send(c.create!, { body: values })).data as Row : undefined,
    update: async (id: number, values: Values) => (await send(c.update, { params: { id }, body: values })).data as Row,
    remove: c.remove ? async (id: number) => ({ message: (await send(c.remove!, { params: { id } })).message ?? '' }) : undefined,
  };
}

export const contentApi = {
  programs: collectionApi<AdminProgram, object>({ list: calls.adminPrograms, create: calls.adminProgramCreate, update: calls.adminProgramUpdate, remove: calls.adminProgramHide }),
  /** Every program in the public order (a program list is short: one page holds it). */
  programOrder: async () =>
    (await adminCall(calls.adminPrograms, { query: { page: 1, per_page: ADMIN_LIST_LIMITS.perPage.max, sort: 'sort_order' } })).data.map((p) => p.id),
  setProgramOrder: (ids: number[]) => adminCall(calls.adminProgramOrder, { body: { ids } }),
  events: collectionApi<AdminEvent, object>({ list: calls.adminEvents, create: calls.adminEventCreate, update: calls.adminEventUpdate, remove: calls.adminEventDelete }),
  eventCategories: collectionApi<AdminEventCategory, object>({ list: calls.adminEventCategories, create: calls.adminEventCategoryCreate, update: calls.adminEventCategoryUpdate, remove: calls.adminEventCategoryDelete }),
  projects: collectionApi<AdminProject, object>({ list: calls.adminProjects, create: calls.adminProjectCreate, update: calls.adminProjectUpdate, remove: calls.adminProjectDelete }),
  sliders: collectionApi<AdminSlider, object>({ list: calls.adminSliders, create: calls.adminSliderCreate, update: calls.adminSliderUpdate, remove: calls.adminSliderDelete }),
  testimonials: collectionApi<AdminTestimonial, object>({ list: calls.adminTestimonials, create: calls.adminTestimonialCreate, update: calls.adminTestimonialUpdate, remove: calls.adminTestimonialDelete }),
  translations: collectionApi<AdminTranslation, object>({ list: calls.adminTranslations, create: calls.adminTranslationCreate, update: calls.adminTranslationUpdate, remove: calls.adminTranslationDelete }),
  /** The owner's mark that a program asks for a PAN at registration (paid events only). */
  setCollectsPan: (id: number, collects_pan: boolean) => adminCall(calls.adminProgramCollectsPan, { params: { id: String(id) }, body: { collects_pan } }),
  closeRegistrations: (id: number) => adminCall(calls.adminEventCloseRegistrations, { params: { id: String(id) } }),
  openRegistrations: (id: number) => adminCall(calls.adminEventOpenRegistrations, { params: { id: String(id) } }),
};

/** Sends one picture; the server checks and resizes it and answers its address. */
export async function uploadPicture(file: File, field: string): Promise<string> {
  const body = new FormData();
  body.append('picture', file);
  return (await adminCall(calls.adminPictureUpload, { query: { field }, body })).url;
}
