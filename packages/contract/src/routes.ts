/** Every path of the site (the specification's "Full route table"), in one place. */
export const PATHS = {
  home: '/',
  programs: '/programs',
  program: (id: number | string) => `/programs/${id}`,
  projects: '/projects',
  eventMain: '/event-main',
  upcomingEvents: '/upcoming-events',
  gallery: '/gallery',
  galleryCategory: (id: number | string) => `/category/${id}`,
  galleryTag: (id: number | string) => `/tag/${id}`,
  media: '/media',
  mediaCategory: (id: number | string) => `/mediacategory/${id}`,
  mediaTag: (id: number | string) => `/mediatag/${id}`,
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  contact: '/contact',
  payment: (id: number | string) => `/payment/${id}`,
  paymentCheck: '/paymentcheck',
  profile: '/profile',
  currentEvents: '/current-event',
  historyEvents: '/history-event',
  donationList: '/donation-list',
  donationPending: '/donation-pending',
  favouriteList: '/favourite-list',
  eventDetail: (id: number | string) => `/eventdetail/${id}`,
  mandirPayment: '/mandir-payment',
  karmayogamHome: '/karmayogam-home',
  feedbackView: (id: number | string) => `/feedback-view/${id}`,
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  disclaimer: '/disclaimer',
  share: (id: number | string) => `/share/${id}`,
  /**
   * An event's public page, to share (not the spec's: /eventdetail/{id} is the member's page and
   * /share/{id} the app's landing). The slug is only for people and search engines: the id decides.
   */
  eventPage: (id: number | string, slug = '') => (slug ? `/events/${id}/${slug}` : `/events/${id}`),
  devOutbox: '/dev/outbox',
  /** An event's waiting room (not the spec's): the devotee's place in the queue while registrations open. */
  waitingRoom: (eventId: number | string) => `/register/waiting-room/${eventId}`,
  /** The registration screen of a program the office added (not the spec's: the eight keep their routes). */
  programRegister: (id: number | string) => `/register/program/${id}`,
  /** The registration details form of an added program's registration (the eight keep /ulchemy-reg/{id} ...). */
  programDetails: (programId: number | string, regId: number | string) => `/register/program/${programId}/details/${regId}`,
  /** The feedback form of an added program (the registration is the stored reg_id, as on the eight's /ulchemy-feedback ...). */
  programFeedback: (programId: number | string) => `/register/program/${programId}/feedback`,
  /** A program's own address (/ulchemy, ...: PROGRAM_ROUTES), matched as one segment. */
  product: (slug: string) => `/${slug}`,
} as const;

/** Navigation markers stored under `navtype` (spec: mandir, karma, 1 to 8). */
export const NAVTYPE = { mandir: 'mandir', karma: 'karma' } as const;

/** Keys the browser keeps in local storage. */
export const STORAGE_KEYS = {
  user: 'user',
  navtype: 'navtype',
  eventId: 'event_id',
  regId: 'reg_id',
  regProgramId: 'regprogram_id',
  profileStatus: 'profile_status',
  language: 'lang',
} as const;

/** An event's name as an address segment: lower-case Latin letters and digits joined by hyphens ('event' when none is left). */
export function eventSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}
