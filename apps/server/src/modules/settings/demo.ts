import type { SiteSettings } from '@portal/contract/settings';

/**
 * The demo content's site settings: the placeholder values the site showed in code before the
 * settings existed, so the demo looks the same and older tests keep their values.
 */
export const DEMO_SETTINGS: Partial<SiteSettings> = {
  // The name as a Tamil reader sees it (header, titles, Tamil messages); unset, they read the English one.
  foundation_name_ta: 'மாதங்கி அறக்கட்டளை',
  help_lines: '+91 90000 00001\n+91 90000 00002',
  shop_url: 'https://shop.matangifoundation.org',
  app_android: 'https://play.google.com/store/apps/details?id=org.matangifoundation.app',
  app_ios: 'https://apps.apple.com/in/app/matangi-foundation/id6450000000',
  karmayogam_video: 'https://www.youtube.com/watch?v=demoVideo07',
  social_facebook: 'https://www.facebook.com/matangifoundation',
  social_instagram: 'https://www.instagram.com/matangifoundation',
  social_youtube: 'https://www.youtube.com/@matangifoundation',
};
