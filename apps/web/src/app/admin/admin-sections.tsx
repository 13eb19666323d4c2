import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/staff';
import { MESSAGE_TEXT_ROLES } from '@portal/contract/message-texts';

/**
 * The back office's navigation: one entry per section. A feature adds its section here: the
 * path under /admin (no leading slash; the page handles deeper paths itself), the label, the
 * roles that see it (owner always does) and the page, loaded only when opened.
 */
export interface AdminSection {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  page: LazyExoticComponent<ComponentType>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: 'registrations', label: 'Registrations', roles: ['coordinator', 'finance'], page: lazy(() => import('../../features/registrations/admin-registrations-page')) },
  // Money: finance and owners.
  { path: 'payments', label: 'Payments', roles: ['finance'], page: lazy(() => import('../../features/payments/admin-payments-page')) },
  { path: 'donations', label: 'Donations', roles: ['finance'], page: lazy(() => import('../../features/payments/admin-donations-page')) },
  { path: 'receipts', label: 'Receipts', roles: ['finance'], page: lazy(() => import('../../features/receipts/admin-receipts-page')) },
  { path: 'refunds', label: 'Refunds', roles: ['finance'], page: lazy(() => import('../../features/payments/admin-refunds-page')) },
  { path: 'form-10bd', label: 'Form 10BD / 10BE', roles: ['finance'], page: lazy(() => import('../../features/tax/form-10bd-page')) },
  // People: coordinators and owners; finance reads devotees and feedback.
  { path: 'devotees', label: 'Devotees', roles: ['coordinator', 'finance'], page: lazy(() => import('../../features/devotees/admin-devotees-page')) },
  { path: 'volunteers', label: 'Volunteers', roles: ['coordinator'], page: lazy(() => import('../../features/devotees/admin-inbox-pages').then((m) => ({ default: m.VolunteersAdminPage }))) },
  { path: 'contact-messages', label: 'Contact messages', roles: ['coordinator'], page: lazy(() => import('../../features/devotees/admin-inbox-pages').then((m) => ({ default: m.ContactInboxAdminPage }))) },
  { path: 'feedback', label: 'Feedback', roles: ['coordinator', 'finance'], page: lazy(() => import('../../features/devotees/admin-inbox-pages').then((m) => ({ default: m.FeedbackAdminPage }))) },
  { path: 'form-answers', label: 'Form answers', roles: ['coordinator'], page: lazy(() => import('../../features/devotees/admin-inbox-pages').then((m) => ({ default: m.FormAnswersAdminPage }))) },
  { path: 'waiting-list', label: 'Waiting lists', roles: ['coordinator'], page: lazy(() => import('../../features/registrations/waiting-list-page')) },
  { path: 'waiting-room', label: 'Waiting rooms', roles: ['coordinator'], page: lazy(() => import('../../features/waiting-room/admin-page')) },
  { path: 'ticket-types', label: 'Ticket types', roles: ['finance', 'coordinator', 'editor'], page: lazy(() => import('../../features/registrations/ticket-types-page')) },
  { path: 'discount-codes', label: 'Discount codes', roles: ['finance', 'coordinator'], page: lazy(() => import('../../features/registrations/discount-codes-page')) },
  { path: 'desk', label: 'Desk (walk-ins)', roles: ['coordinator', 'finance'], page: lazy(() => import('../../features/registrations/desk-page')) },
  { path: 'check-in', label: 'Check-in', roles: ['coordinator'], page: lazy(() => import('../../features/registrations/check-in-page')) },
  { path: 'message-participants', label: 'Message people', roles: ['coordinator', 'finance'], page: lazy(() => import('../../features/messages/broadcast-page')) },
  { path: 'messages', label: 'Messages', roles: ['coordinator', 'finance'], page: lazy(() => import('../../features/messages/admin-messages-page')) },
  { path: 'account', label: 'My account', roles: STAFF_ROLES, page: lazy(() => import('./account-page')) },
  { path: 'staff', label: 'Staff', roles: ['owner'], page: lazy(() => import('./staff-page')) },
  { path: 'audit-log', label: 'Audit log', roles: ['owner'], page: lazy(() => import('./audit-log-page')) },
  { path: 'jobs', label: 'Jobs', roles: ['owner'], page: lazy(() => import('./jobs-page')) },
  { path: 'backups', label: 'Backups', roles: ['owner'], page: lazy(() => import('./backups-page')) },
  { path: 'settings', label: 'Site settings', roles: ['owner'], page: lazy(() => import('../../features/settings/settings-admin-page')) },
  // Public content (content half): editors and owners; events also coordinators.
  { path: 'programs', label: 'Programs', roles: ['editor'], page: lazy(() => import('../../features/content/programs-admin-page')) },
  { path: 'events', label: 'Events', roles: ['editor', 'coordinator', 'finance'], page: lazy(() => import('../../features/content/events-admin-page')) },
  { path: 'event-categories', label: 'Event categories', roles: ['editor'], page: lazy(() => import('../../features/content/event-categories-admin-page')) },
  { path: 'projects', label: 'Projects', roles: ['editor'], page: lazy(() => import('../../features/content/projects-admin-page')) },
  { path: 'page-words', label: 'Page words', roles: ['editor'], page: lazy(() => import('../../features/settings/page-words-admin-page')) },
  { path: 'sliders', label: 'Slides and bottom banner', roles: ['editor'], page: lazy(() => import('../../features/content/sliders-admin-page')) },
  { path: 'testimonials', label: 'Testimonials', roles: ['editor'], page: lazy(() => import('../../features/content/testimonials-admin-page')) },
  { path: 'message-texts', label: 'Message texts', roles: MESSAGE_TEXT_ROLES, page: lazy(() => import('../../features/messages/message-texts-page')) },
  { path: 'questions', label: 'Form questions', roles: ['editor', 'coordinator'], page: lazy(() => import('../../features/questions/questions-page')) },
  { path: 'translations-review', label: 'Translations', roles: ['editor'], page: lazy(() => import('../../features/translations/translations-review-page')) },
  { path: 'translations', label: 'Form translations', roles: ['editor'], page: lazy(() => import('../../features/content/translations-admin-page')) },
  { path: 'gallery-categories', label: 'Image categories', roles: ['editor'], page: lazy(() => import('../../features/content/gallery-groups-admin-pages').then((m) => ({ default: m.GalleryCategoriesAdminPage }))) },
  { path: 'albums', label: 'Albums', roles: ['editor'], page: lazy(() => import('../../features/content/gallery-groups-admin-pages').then((m) => ({ default: m.AlbumsAdminPage }))) },
  { path: 'gallery-images', label: 'Gallery images', roles: ['editor'], page: lazy(() => import('../../features/content/gallery-images-admin-page')) },
  { path: 'gallery-tags', label: 'Image tags', roles: ['editor'], page: lazy(() => import('../../features/content/gallery-groups-admin-pages').then((m) => ({ default: m.GalleryTagsAdminPage }))) },
  { path: 'media', label: 'Video and audio', roles: ['editor'], page: lazy(() => import('../../features/content/media-items-admin-page')) },
  { path: 'media-categories', label: 'Audio and video categories', roles: ['editor'], page: lazy(() => import('../../features/content/gallery-groups-admin-pages').then((m) => ({ default: m.MediaCategoriesAdminPage }))) },
  { path: 'media-tags', label: 'Audio and video tags', roles: ['editor'], page: lazy(() => import('../../features/content/gallery-groups-admin-pages').then((m) => ({ default: m.MediaTagsAdminPage }))) },
];
