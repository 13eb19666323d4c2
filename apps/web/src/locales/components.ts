/**
 * Strings of the shared components (components/): event card, media tile and player, favourite
 * heart, share dialog, slider, account menu. Loaded with the app shell's strings (common.ts) and
 * exported to the translator's file with them (scripts/i18n.ts).
 */
export const en = {
  eventCard: { register: 'Register now', closed: 'Registrations closed', date: 'Date', to: 'to', city: 'City' },
  player: { unavailable: 'This recording cannot be played here.', open: 'Open it in a new tab' },
  accountMenu: {
    label: 'Account',
    profile: 'Profile',
    current: 'Current Events',
    history: 'History Events',
    donations: 'Donation List',
    favourites: 'Favourite List',
    logout: 'Logout',
  },
  mediaTile: { play: 'Play {{title}}', share: 'Share {{title}}', duration: 'Duration {{time}}' },
  favourite: { label: 'Favourite: {{name}}' },
  share: {
    title: 'Share',
    link: 'Link',
    copy: 'Copy link',
    whatsapp: 'Share on WhatsApp',
    facebook: 'Share on Facebook',
    newTab: '(opens in a new tab)',
  },
  slider: { previous: 'Previous slides', next: 'Next slides', slide: '{{index}} of {{total}}' },
  confirm: { yes: 'Yes, go ahead', no: 'No, go back', irreversible: 'This cannot be undone.' },
};

export const ta: typeof en = {
  eventCard: { register: 'இப்போது பதிவு செய்', closed: 'பதிவுகள் மூடப்பட்டன', date: 'தேதி', to: 'முதல்', city: 'நகரம்' },
  player: { unavailable: 'இந்தப் பதிவை இங்கே இயக்க முடியாது.', open: 'புதிய தாவலில் திற' },
  accountMenu: {
    label: 'கணக்கு',
    profile: 'சுயவிவரம்',
    current: 'தற்போதைய நிகழ்வுகள்',
    history: 'முந்தைய நிகழ்வுகள்',
    donations: 'நன்கொடைப் பட்டியல்',
    favourites: 'பிடித்தவை பட்டியல்',
    logout: 'வெளியேறு',
  },
  mediaTile: { play: '{{title}} இயக்கு', share: '{{title}} பகிர்', duration: 'கால அளவு {{time}}' },
  favourite: { label: 'பிடித்தவை: {{name}}' },
  share: {
    title: 'பகிர்',
    link: 'இணைப்பு',
    copy: 'இணைப்பை நகலெடு',
    whatsapp: 'வாட்ஸ்அப்பில் பகிர்',
    facebook: 'ஃபேஸ்புக்கில் பகிர்',
    newTab: '(புதிய தாவலில் திறக்கும்)',
  },
  slider: { previous: 'முந்தைய படங்கள்', next: 'அடுத்த படங்கள்', slide: '{{total}} இல் {{index}}' },
  confirm: { yes: 'ஆம், தொடரவும்', no: 'வேண்டாம், திரும்பு', irreversible: 'இதைத் திரும்பப் பெற முடியாது.' },
};
