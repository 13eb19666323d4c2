/** Business constants of the specification: limits, caps and sizes. */
export const LIMITS = {
  bannerAutoplayMs: 6000,
  homeEvents: 20,
  homeVideos: 20,
  homeAudios: 20,
  homeGalleryImages: 8,
  programPageEvents: 10,
  programPageGlimpses: 10,
  recentMedia: 8,
  promiseItems: 5,
  slideGap: 10,
  truncation: {
    eventDescription: 90,
    eventNameTrigger: 55,
    eventName: 30,
    mediaTitleTrigger: 55,
    mediaTitle: 40,
    albumCategory: 17,
    favouriteEventDescription: 120,
  },
  /**
   * A mobile number, everywhere it is typed (sign-up, login, password reset, profile, a change
   * of number, the back office): it is the login, so one rule (docs/decisions/accounts.md).
   */
  mobile: { min: 10, max: 13 },
  password: { min: 6, max: 40 },
  otp: { length: 6, ttlMinutes: 10, maxAttempts: 5 },
  profilePicture: { maxSide: 200, quality: 0.8 },
  /** Upper bounds the spec does not give; chosen to stop abuse, see docs/decisions.md. */
  text: { short: 100, medium: 255, long: 5000 },
  uploadBytes: 5 * 1024 * 1024,
  /** Pictures larger than this (width x height) are refused before decoding (memory bombs). */
  uploadMaxPixels: 25_000_000,
  pageSize: { default: 20, max: 100 },
} as const;

/** Slides per view by minimum viewport width. */
export const SLIDER_BREAKPOINTS = {
  0: { slidesPerView: 1 },
  541: { slidesPerView: 2 },
  768: { slidesPerView: 2 },
  990: { slidesPerView: 3 },
  1200: { slidesPerView: 4 },
} as const;

export const GLIMPSE_BREAKPOINTS = {
  0: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  990: { slidesPerView: 3 },
} as const;

export const LANGUAGES = { en: 0, ta: 1 } as const;

/** Widths the server makes narrower copies of stored pictures at (GET /files/w/{width}/{key}). */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
