import type { ProgramId } from '@portal/contract/programs';

/**
 * What the demo shows, as plain data. Dates are offsets in days from the seed date so the demo
 * never goes stale; money is in rupees here and turned into paise when inserted. The content is
 * chosen to exercise the spec's edge cases: a program without events ('No Upcoming Events
 * Found'), programs with promise_status 0, names and descriptions past the truncation limits,
 * a closed event, an international payment link, early-bird, discount and advance prices.
 *
 * Video and audio ids are well-formed placeholders ("demoVideo01"), not real recordings.
 */

export interface DemoProgram {
  id: ProgramId;
  story: string;
  promiseStatus: 0 | 1;
  promises: string[];
  benefits: string[];
  attend: string[];
  duration: number;
  timing: string;
  /** 0 shows 'Coming Soon' instead of the next date. */
  eventStatus: 0 | 1;
  prereqText: string;
  prereqVideo: string;
}

export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    id: 1,
    story:
      '<p><strong>Ulchemy</strong> is the alchemy of the inner life: three days in which the breath, the body and the mind are brought back into one rhythm.</p>' +
      '<p>Through guided practice, silence and satsang, participants learn simple tools they can carry home and keep using, twenty minutes a day.</p>' +
      '<ul><li>Breath and posture practices</li><li>Guided meditations</li><li>Satsang and devotional music</li></ul>',
    promiseStatus: 1,
    promises: [
      'Practices to steady the breath and the mind',
      'Tools to turn daily stress into clarity',
      'Guided meditation with the Guru',
      'Satsang, music and silence',
      'Sattvic meals prepared with care',
    ],
    benefits: [
      'Deeper sleep and steadier energy',
      'Clearer decisions at work and at home',
      'Calmer, kinder relationships',
      'A daily practice of about twenty minutes',
      'A community of fellow seekers',
    ],
    attend: [
      'Anyone aged 16 and above',
      'No earlier experience of meditation needed',
      'Working people, homemakers and students',
      'Those able to sit for an hour on the floor or a chair',
      'Participants who can attend all three days',
    ],
    duration: 3,
    timing: '6:00 AM - 8:00 PM',
    eventStatus: 1,
    prereqText:
      '<p>No prerequisite. Please wear loose, comfortable clothing and keep all three days free.</p>',
    prereqVideo: 'demoVideo01',
  },
  {
    id: 2,
    story:
      '<p><strong>Ulchemy Elite</strong> is a residential deepening of Ulchemy for those who want the practices to become a way of living.</p>' +
      '<p>Five days at the ashram, away from screens and schedules, with longer sittings, personal guidance and time in nature.</p>',
    promiseStatus: 1,
    promises: [
      'Five residential days at the ashram',
      'Longer guided sittings',
      'Personal guidance in small groups',
      'Nature walks and seva',
      'Evening satsang by the fire',
    ],
    benefits: [
      'A practice that holds under pressure',
      'Release of long-held tension',
      'Clarity about your next steps',
      'Rest for body and mind',
    ],
    attend: [
      'Those who have completed Ulchemy',
      'Adults in good general health',
      'Participants ready to stay in for five days',
    ],
    duration: 5,
    timing: '5:30 AM - 9:00 PM',
    eventStatus: 1,
    prereqText: '<p>Completion of <strong>Ulchemy</strong>. Residential stay is included.</p>',
    prereqVideo: 'demoVideo02',
  },
  {
    id: 3,
    story:
      '<p><strong>Divija</strong> means "twice born". In seven days of initiation, participants are guided through a passage from an old way of being into a new one.</p>' +
      '<p>The program combines intensive practice with rituals held at the Matangi shrine, in an atmosphere of silence and devotion.</p>' +
      '<ul><li>Initiation into advanced practices</li><li>Rituals at the shrine</li><li>Daily personal reflection</li></ul>',
    promiseStatus: 1,
    promises: [
      'Initiation into advanced practices',
      'Rituals at the Matangi shrine',
      'Daily reflection and journaling',
      'Small-group sharing circles',
    ],
    benefits: [
      'A fresh start in life',
      'Freedom from old patterns',
      'A living connection with the practice',
      'Inner steadiness in change',
    ],
    attend: [
      'Those who have completed Ulchemy or Ulchemy Elite',
      'Adults in good physical and mental health',
      'Participants ready for seven days of intensive practice',
    ],
    duration: 7,
    timing: '5:00 AM - 9:00 PM',
    eventStatus: 1,
    prereqText:
      '<p>Completion of <strong>Ulchemy</strong> or <strong>Ulchemy Elite</strong>, and a short conversation with a coordinator.</p>',
    prereqVideo: 'demoVideo03',
  },
  {
    id: 4,
    story:
      '<p><strong>Kaivalya</strong> is ten days held in silence. Without speech, the mind slowly settles, and what remains is heard: the song of silence.</p>' +
      '<p>Days follow a simple rhythm of sitting, walking, chanting and rest, in the quiet of the foothills.</p>',
    promiseStatus: 1,
    promises: [
      'Ten days of noble silence',
      'Sitting and walking meditation',
      'Chanting at dawn and dusk',
      'Quiet accommodation in the foothills',
      'Guidance from senior teachers',
    ],
    benefits: [
      'Deep rest of the nervous system',
      'A mind that is quiet by itself',
      'Insight into habits and reactions',
      'A lasting taste of stillness',
    ],
    attend: [
      'Those who have completed Divija',
      'Participants able to keep ten days of silence',
      'Adults in good physical and mental health',
    ],
    duration: 10,
    timing: '4:30 AM - 9:00 PM',
    eventStatus: 1,
    prereqText:
      '<p>Completion of <strong>Divija</strong> (Divija Plus recommended). Phones are kept in safe custody during the retreat.</p>',
    prereqVideo: 'demoVideo04',
  },
  {
    id: 5,
    story:
      '<p><strong>Vision</strong> is a two-day program for clarity of purpose: to see where your life is heading and to walk there with a steady heart.</p>' +
      '<p>It brings the practices of the ashram to everyday goals at work, in study and in family life.</p>',
    promiseStatus: 1,
    promises: [
      'Reflection on purpose and values',
      'Practices for focus and resolve',
      'Planning with a calm mind',
      'Stories and teachings from the Guru',
    ],
    benefits: [
      'A clear direction for the year ahead',
      'Steadier focus at work and study',
      'Confidence rooted in values',
      'Better balance of work and rest',
    ],
    attend: ['Students, professionals and entrepreneurs', 'Anyone aged 16 and above', 'No prerequisite'],
    duration: 2,
    timing: '9:00 AM - 6:00 PM',
    eventStatus: 1,
    prereqText: '<p>No prerequisite. Bring a notebook.</p>',
    prereqVideo: 'demoVideo05',
  },
  {
    id: 6,
    story:
      '<p><strong>Mahashivratri</strong>, the great night of Shiva, is celebrated at the ashram with a night-long vigil of chanting, music and meditation.</p>' +
      '<p>Devotees from across the world gather to stay awake through the night, offering their prayers as the song of Shiva fills the air.</p>',
    promiseStatus: 0,
    promises: [],
    benefits: [],
    attend: [],
    duration: 1,
    timing: '6:00 PM - 6:00 AM',
    eventStatus: 1,
    prereqText: '<p>Open to all. Please bring a shawl for the night.</p>',
    prereqVideo: 'demoVideo06',
  },
  {
    id: 7,
    story:
      '<p><strong>Karmayogam</strong> is the path of selfless action. Volunteers serve at the temple town, the gurukulam and the herbal gardens, and in doing so discover the joy of giving.</p>' +
      '<p>Each camp mixes seva with short practices and satsang, so that work itself becomes meditation.</p>',
    promiseStatus: 1,
    promises: [
      'Seva at the temple town and gardens',
      'Morning practice and evening satsang',
      'Work in teams with experienced volunteers',
    ],
    benefits: [
      'The joy of giving without expectation',
      'Friendships built in service',
      'A steadier, more humble mind',
    ],
    attend: ['Anyone aged 18 and above', 'No prerequisite', 'Those able to do light physical work'],
    duration: 2,
    timing: '7:00 AM - 5:00 PM',
    eventStatus: 1,
    prereqText: '<p>No prerequisite. Please bring work gloves and a water bottle.</p>',
    prereqVideo: 'demoVideo07',
  },
  {
    id: 8,
    story:
      '<p><strong>Paradesham</strong> is a pilgrimage with the Guru to sacred places of the south, travelling as seekers rather than tourists.</p>' +
      '<p>Temples, rivers and hills are visited in a spirit of prayer, with practice each morning and stories of each place each evening.</p>',
    promiseStatus: 0,
    promises: [],
    benefits: [],
    attend: [],
    duration: 12,
    timing: 'Full day',
    eventStatus: 0,
    prereqText:
      '<p>Completion of any one program of the foundation. Travel and stay are arranged by the foundation.</p>',
    prereqVideo: 'demoVideo08',
  },
];

export interface DemoEvent {
  program: ProgramId;
  name: string;
  city: string;
  inDays: number;
  address: string;
  desc: string;
  priceRupees: number;
  discountPercent?: number;
  earlyBird?: { rupees: number; untilInDays: number };
  advanceRupees?: number;
  paymentLink?: string;
  closed?: boolean;
  completed?: boolean;
}

const ASHRAM = 'Matangi Ashram, Thondamuthur Road, Coimbatore, Tamil Nadu 641109';

/** Paradesham (8) deliberately has none, so its page shows 'No Upcoming Events Found'. */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    program: 1,
    name: 'Ulchemy Chennai',
    city: 'Chennai',
    inDays: 14,
    address: 'Sri Sankara Hall, TTK Road, Alwarpet, Chennai, Tamil Nadu 600018',
    desc: 'Three days of breath, meditation and satsang in the heart of Chennai.',
    priceRupees: 15000,
    discountPercent: 10,
    advanceRupees: 5000,
  },
  {
    program: 1,
    name: 'Ulchemy Coimbatore',
    city: 'Coimbatore',
    inDays: 75,
    address: ASHRAM,
    desc: 'Ulchemy at the ashram, with early-bird pricing for those who register at least a month ahead. Meals and practice material are included.',
    priceRupees: 15000,
    earlyBird: { rupees: 2000, untilInDays: 30 },
    advanceRupees: 5000,
  },
  {
    program: 1,
    name: 'Ulchemy Residential Retreat for International Participants at Bengaluru',
    city: 'Bengaluru',
    inDays: 45,
    address: 'Art of Silence Centre, Kanakapura Road, Bengaluru, Karnataka 560082',
    desc: 'For participants living outside India: pay through the international link. Airport pick-up on request.',
    priceRupees: 15000,
    paymentLink: 'https://pay.example.org/intl/ulchemy',
  },
  {
    program: 2,
    name: 'Ulchemy Elite Madurai',
    city: 'Madurai',
    inDays: 21,
    address: 'Meenakshi Retreat, Alagar Kovil Road, Madurai, Tamil Nadu 625007',
    desc: 'Five residential days near the temple city.',
    priceRupees: 35000,
    advanceRupees: 10000,
  },
  {
    program: 2,
    name: 'Ulchemy Elite Tiruchirappalli',
    city: 'Tiruchirappalli',
    inDays: 100,
    address: 'Cauvery Banks Retreat, Srirangam, Tiruchirappalli, Tamil Nadu 620006',
    desc: 'A residential Ulchemy Elite on the banks of the Cauvery, with early-bird pricing until six weeks before the start.',
    priceRupees: 35000,
    earlyBird: { rupees: 5000, untilInDays: 58 },
    advanceRupees: 10000,
  },
  {
    program: 3,
    name: 'Divija Coimbatore',
    city: 'Coimbatore',
    inDays: 30,
    address: ASHRAM,
    desc: 'Seven days of initiation at the ashram. Accommodation can be arranged.',
    priceRupees: 25000,
    discountPercent: 10,
    advanceRupees: 5000,
  },
  {
    program: 3,
    name: 'Divija Salem',
    city: 'Salem',
    inDays: 110,
    address: 'Shevaroy Hills Retreat, Yercaud Road, Salem, Tamil Nadu 636008',
    desc: 'Registrations for this batch are closed; please choose another date.',
    priceRupees: 25000,
    closed: true,
  },
  {
    program: 4,
    name: 'Kaivalya Silent Retreat',
    city: 'Coimbatore',
    inDays: 60,
    address: ASHRAM,
    desc: 'Ten days in silence in the foothills. Dormitory and shared rooms are available; travel from Coimbatore station can be arranged.',
    priceRupees: 45000,
    advanceRupees: 15000,
  },
  {
    program: 5,
    name: 'Vision Chennai',
    city: 'Chennai',
    inDays: 16,
    address: 'Music Academy Mini Hall, TTK Road, Chennai, Tamil Nadu 600014',
    desc: 'Two days for clarity of purpose.',
    priceRupees: 5000,
  },
  {
    program: 5,
    name: 'Vision Hyderabad',
    city: 'Hyderabad',
    inDays: 90,
    address: 'Shilparamam Hall, Madhapur, Hyderabad, Telangana 500081',
    desc: 'Vision for students and young professionals, with early-bird pricing and a group discount.',
    priceRupees: 5000,
    discountPercent: 10,
    earlyBird: { rupees: 1000, untilInDays: 40 },
  },
  {
    program: 6,
    name: 'Mahashivratri Night Vigil',
    city: 'Coimbatore',
    inDays: 50,
    address: ASHRAM,
    desc: 'A night-long vigil of chanting, music and meditation on the great night of Shiva. Dinner and early-morning prasad are served.',
    priceRupees: 1000,
  },
  {
    program: 7,
    name: 'Karmayogam Seva Camp Tiruvannamalai',
    city: 'Tiruvannamalai',
    inDays: 20,
    address: 'Girivalam Path Seva Centre, Tiruvannamalai, Tamil Nadu 606601',
    desc: 'Two days of seva around the holy hill.',
    priceRupees: 2000,
  },
  {
    program: 7,
    name: 'Karmayogam Herbal Garden Seva',
    city: 'Coimbatore',
    inDays: 80,
    address: ASHRAM,
    desc: 'Planting and tending the medicinal gardens of the foundation, with morning practice and evening satsang.',
    priceRupees: 2000,
  },
  // History: completed events for the account area's past-events screens.
  {
    program: 1,
    name: 'Ulchemy Madurai',
    city: 'Madurai',
    inDays: -120,
    address: 'Meenakshi Retreat, Alagar Kovil Road, Madurai, Tamil Nadu 625007',
    desc: 'A completed Ulchemy batch.',
    priceRupees: 15000,
    completed: true,
  },
  {
    program: 3,
    name: 'Divija Chennai',
    city: 'Chennai',
    inDays: -60,
    address: 'Sri Sankara Hall, TTK Road, Alwarpet, Chennai, Tamil Nadu 600018',
    desc: 'A completed Divija batch.',
    priceRupees: 25000,
    completed: true,
  },
  {
    program: 5,
    name: 'Vision Coimbatore',
    city: 'Coimbatore',
    inDays: -200,
    address: ASHRAM,
    desc: 'A completed Vision batch.',
    priceRupees: 5000,
    completed: true,
  },
];

export interface DemoTestimonial {
  program: ProgramId;
  name: string;
  profession: string;
  description: string;
  video?: string;
}

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    program: 1,
    name: 'Lakshmi Narayanan',
    profession: 'Teacher',
    description: 'After Ulchemy I sleep well for the first time in years, and my classroom feels calmer too.',
    video: 'demoVideo11',
  },
  {
    program: 1,
    name: 'Arjun Menon',
    profession: 'IT professional',
    description: 'Simple practices, explained with great patience. I still do them every morning.',
  },
  {
    program: 1,
    name: 'Fathima Begum',
    profession: 'Homemaker',
    description: 'I came for my husband and stayed for myself. Three days that changed our home.',
  },
  {
    program: 2,
    name: 'Karthik Subramanian',
    profession: 'Business',
    description: 'Five days away from the phone showed me how much noise I carried. I left lighter.',
    video: 'demoVideo12',
  },
  {
    program: 2,
    name: 'Priya Raghavan',
    profession: 'Medical Industry',
    description: 'The residential setting and the personal guidance made the practices my own.',
  },
  {
    program: 2,
    name: 'Suresh Kumar',
    profession: 'Engineer',
    description: 'A deep and gentle program. The evening satsangs were the heart of it for me.',
  },
  {
    program: 3,
    name: 'Meenakshi Sundaram',
    profession: 'Chartered Accountant',
    description: 'Divija truly felt like a second birth. Old fears simply lost their grip.',
    video: 'demoVideo13',
  },
  {
    program: 3,
    name: 'Rahul Iyer',
    profession: 'Student',
    description: 'Intense, demanding and full of grace. I understood why it is called Divija.',
  },
  {
    program: 3,
    name: 'Anitha Prakash',
    profession: 'Designer',
    description: 'The rituals at the shrine moved me more than I can put into words.',
  },
  {
    program: 4,
    name: 'Venkatesh Rao',
    profession: 'Scientist',
    description: 'Ten days of silence sounded impossible. It became the most restful time of my life.',
    video: 'demoVideo14',
  },
  {
    program: 4,
    name: 'Deepa Krishnan',
    profession: 'Legal profession',
    description: 'In the silence I finally heard myself. Kaivalya is a gift.',
  },
  {
    program: 4,
    name: 'Joseph Thomas',
    profession: 'Merchant Navy',
    description: 'Having been at sea for years, I have never known such stillness on land.',
  },
  {
    program: 5,
    name: 'Sneha Reddy',
    profession: 'Management Professional',
    description: 'Vision gave me a clear plan and, more importantly, the calm to follow it.',
    video: 'demoVideo15',
  },
  {
    program: 5,
    name: 'Mohammed Irfan',
    profession: 'Business',
    description: 'Two practical days. My team noticed the difference within a week.',
  },
  {
    program: 5,
    name: 'Kavya Shankar',
    profession: 'Student',
    description: 'I chose my course of study after Vision, with confidence instead of confusion.',
  },
  {
    program: 6,
    name: 'Ramesh Chandran',
    profession: 'Govt employee',
    description: 'Staying awake through the great night, chanting with thousands, was unforgettable.',
    video: 'demoVideo16',
  },
  {
    program: 6,
    name: 'Geetha Balaji',
    profession: 'Artist',
    description: 'The music, the lamps and the silence before dawn: the song of Shiva indeed.',
  },
  {
    program: 6,
    name: 'Hari Prasad',
    profession: 'Private sector employee',
    description: 'I came with my whole family. The children still talk about it.',
  },
  {
    program: 7,
    name: 'Vignesh Murugan',
    profession: 'Student',
    description: 'Planting trees with strangers who became friends: seva is its own reward.',
    video: 'demoVideo17',
  },
  {
    program: 7,
    name: 'Shalini Gupta',
    profession: 'NGO/ Charity Careers',
    description: 'Karmayogam taught me to work without worrying about the result.',
  },
  {
    program: 7,
    name: 'Balasubramaniam K',
    profession: 'Teacher',
    description: 'Serving at the gurukulam kitchen was meditation in action.',
  },
  {
    program: 8,
    name: 'Saraswathi Venkatesan',
    profession: 'Homemaker',
    description: 'A pilgrimage with prayer at its centre. Every temple felt like coming home.',
    video: 'demoVideo18',
  },
  {
    program: 8,
    name: 'Ganesh Natarajan',
    profession: 'Management Consultant',
    description: 'Travelling as a seeker and not as a tourist changed how I see every journey.',
  },
];

export interface DemoProject {
  name: string;
  slug: string;
}

export const DEMO_PROJECTS: DemoProject[] = [
  { name: 'Matangi Temple Town', slug: 'temple-town' },
  { name: 'Gurukulam', slug: 'gurukulam' },
  { name: 'Sadhaka Commune', slug: 'commune' },
  { name: 'Sanjeevini Herbal Cultivation', slug: 'herbal-cultivation' },
  { name: 'Neerukku Nandri Water Restoration', slug: 'neerukku-nandri' },
];

export interface DemoSlide {
  title: string;
  caption: string;
  media: string;
  placement: 'banner' | 'bottom';
}

export const DEMO_SLIDES: DemoSlide[] = [
  {
    title: 'Welcome to Matangi Foundation',
    caption: 'A place of practice, service and devotion',
    media: 'https://www.youtube.com/watch?v=demoVideo21',
    placement: 'banner',
  },
  {
    title: 'Ulchemy: Self Transformation',
    caption: 'Three days that change the way you live',
    media: 'https://www.youtube.com/watch?v=demoVideo01',
    placement: 'banner',
  },
  {
    title: 'Mahashivratri at the Ashram',
    caption: 'A night of chanting, music and meditation',
    media: 'https://www.youtube.com/watch?v=demoVideo06',
    placement: 'banner',
  },
  {
    title: 'The Temple Town Rises',
    caption: 'Be part of building the Matangi Temple Town',
    media: 'https://www.youtube.com/watch?v=demoVideo22',
    placement: 'banner',
  },
  {
    title: 'Serve with Karmayogam',
    caption: 'Volunteer at the temple town and the gardens',
    media: 'https://www.youtube.com/watch?v=demoVideo07',
    placement: 'bottom',
  },
];

export interface DemoAlbum {
  name: string;
  daysAgo: number;
  captions: string[];
}

/** An album held `daysAgo` days before the seed, its pictures captioned in turn. */
const album = (name: string, daysAgo: number, captions: string[]): DemoAlbum => ({ name, daysAgo, captions });

export interface DemoGalleryCategory {
  name: string;
  albums: DemoAlbum[];
}

/** The third category's name is longer than 17 characters (the gallery cuts it). */
export const DEMO_GALLERY: DemoGalleryCategory[] = [
  {
    name: 'Programs',
    albums: [
      album('Ulchemy Chennai', 120, ['Morning practice in the hall', 'Breathwork session', 'Satsang with the Guru', 'Participants in silence', 'Closing ceremony']),
      album('Divija Batch', 60, ['Initiation at the shrine', 'Reflection circle', 'Evening lamps', 'Walking meditation']),
      album('Vision Coimbatore', 200, ['Vision workshop', 'Planning with a calm mind', 'Group sharing', 'Certificates of completion']),
    ],
  },
  {
    name: 'Temple Festivals',
    albums: [
      album('Mahashivratri Night', 260, ['Lamps at the shrine', 'Night-long chanting', 'Music before dawn', 'Prasad at sunrise', 'Devotees in prayer']),
      album('Navaratri Celebrations', 150, ['Golu display', 'Evening aarti', 'Kolam competition', 'Children in costume']),
      album('Guru Purnima', 90, ['Padapuja', 'Satsang under the full moon', 'Offering of flowers', 'Community meal']),
    ],
  },
  {
    name: 'Seva and Karmayogam Activities',
    albums: [
      album('Tree Planting Drive', 45, ['Saplings ready', 'Volunteers at work', 'Watering the new grove', 'Group photo after seva']),
      album('Annadanam', 30, ['Kitchen seva', 'Serving the meal', 'Banana-leaf lunch', 'Cleaning together']),
      album('Lake Restoration', 75, ['Desilting the tank', 'Bund repair', 'First rains', 'Birds return']),
    ],
  },
  {
    name: 'Gurukulam Life',
    albums: [
      album('Vedic Chanting Classes', 20, ['Morning chanting', 'Learning the scripts', 'Teacher and students', 'Recitation day']),
      album('Sports Day', 110, ['Silambam display', 'Relay race', 'Yoga asana demonstration', 'Prize giving']),
    ],
  },
  {
    name: 'Herbal Gardens',
    albums: [
      album('Sanjeevini Gardens', 10, ['Tulsi beds', 'Neem saplings', 'Drying herbs', 'Medicinal plant walk', 'Harvest baskets']),
      album('Monsoon in the Foothills', 180, ['Clouds over the hills', 'Streams in spate', 'Green terraces', 'Rain on the temple roof']),
    ],
  },
];

/** Tags given to gallery images in turn (image i gets tags i mod n and, for every third, one more). */
export const DEMO_GALLERY_TAGS = [
  'Meditation',
  'Satsang',
  'Festival',
  'Seva',
  'Nature',
  'Children',
  'Music',
  'Pooja',
];

export interface DemoMedia {
  kind: 'video' | 'audio';
  title: string;
  category: number;
  time: string;
  daysAgo: number;
  tags: number[];
}

export const DEMO_MEDIA_CATEGORIES = [
  'Discourses',
  'Guided Meditations',
  'Bhajans and Chants',
  'Program Glimpses',
];
export const DEMO_MEDIA_TAGS = ['Meditation', 'Devotion', 'Wisdom', 'Shiva', 'Breath', 'Seva'];

export const DEMO_MEDIA: DemoMedia[] = [
  { kind: 'video', title: 'The Alchemy of the Inner Life', category: 0, time: '42:10', daysAgo: 5, tags: [2] },
  { kind: 'video', title: 'Why We Meditate: A Conversation with Young Seekers from Chennai Colleges', category: 0, time: '1:05:32', daysAgo: 18, tags: [0, 2] },
  { kind: 'video', title: 'Ulchemy Chennai Highlights', category: 3, time: '4:12', daysAgo: 25, tags: [] },
  { kind: 'video', title: 'Morning Breath Practice', category: 1, time: '12:34', daysAgo: 33, tags: [0, 4] },
  { kind: 'video', title: 'Mahashivratri at the Ashram: The Complete Night of Chanting and Meditation', category: 3, time: '2:48:05', daysAgo: 48, tags: [1, 3] },
  { kind: 'video', title: 'On Karma and Selfless Service', category: 0, time: '36:40', daysAgo: 60, tags: [2, 5] },
  { kind: 'video', title: 'Divija: Voices of the Second Birth', category: 3, time: '8:55', daysAgo: 74, tags: [] },
  { kind: 'video', title: 'Sitting in Silence', category: 1, time: '20:00', daysAgo: 90, tags: [0] },
  { kind: 'video', title: 'Questions and Answers on Daily Practice for Working Professionals and Families', category: 0, time: '58:21', daysAgo: 115, tags: [2, 0] },
  { kind: 'video', title: 'Temple Town: Laying the Foundation Stone', category: 3, time: '6:30', daysAgo: 140, tags: [1] },
  { kind: 'video', title: 'Breath, Body and Mind', category: 1, time: '15:45', daysAgo: 170, tags: [4] },
  { kind: 'video', title: 'The Song of Silence', category: 0, time: '47:02', daysAgo: 200, tags: [0, 2] },
  { kind: 'video', title: 'Karmayogam Seva Camp', category: 3, time: '5:18', daysAgo: 230, tags: [5] },
  { kind: 'video', title: 'Shiva Tandava Stotram', category: 2, time: '9:41', daysAgo: 260, tags: [1, 3] },
  { kind: 'video', title: 'Walking Meditation in the Herbal Gardens', category: 1, time: '18:20', daysAgo: 300, tags: [0] },
  { kind: 'video', title: 'Finding Your Winning Path', category: 0, time: '39:09', daysAgo: 350, tags: [2] },
  { kind: 'audio', title: 'Om Namah Shivaya Chant', category: 2, time: '21:08', daysAgo: 3, tags: [1, 3] },
  { kind: 'audio', title: 'Guided Meditation for Deep Sleep', category: 1, time: '25:00', daysAgo: 22, tags: [0] },
  { kind: 'audio', title: 'Devi Stuti', category: 2, time: '7:45', daysAgo: 40, tags: [1] },
  { kind: 'audio', title: 'A Talk on Gratitude, Grace and the Quiet Joy of Giving Without Expectation', category: 0, time: '33:17', daysAgo: 66, tags: [2, 5] },
  { kind: 'audio', title: 'Five-Minute Breath Reset', category: 1, time: '5:02', daysAgo: 85, tags: [4] },
  { kind: 'audio', title: 'Lingashtakam', category: 2, time: '6:36', daysAgo: 120, tags: [1, 3] },
  { kind: 'audio', title: 'Evening Satsang Recording', category: 0, time: '52:48', daysAgo: 155, tags: [2] },
  { kind: 'audio', title: 'Matangi Ashtakam', category: 2, time: '8:14', daysAgo: 190, tags: [1] },
  { kind: 'audio', title: 'Body Scan Relaxation', category: 1, time: '16:30', daysAgo: 220, tags: [0, 4] },
  { kind: 'audio', title: 'Morning Prayers from the Gurukulam Recorded Live During the Monsoon Session', category: 2, time: '11:11', daysAgo: 250, tags: [1] },
  { kind: 'audio', title: 'On Silence', category: 0, time: '28:40', daysAgo: 310, tags: [0, 2] },
  { kind: 'audio', title: 'Shiva Panchakshara Stotram', category: 2, time: '5:55', daysAgo: 345, tags: [3] },
];

export const DEMO_DEVOTEE = {
  salut: 'Mr.',
  name: 'Demo Devotee',
  email: 'devotee@example.org',
  mobile: '9876543210',
  password: 'password123',
  dob: '1988-08-15',
  gender: 'male',
  marital_status: 'Married',
  street_address: '21 Temple Street, R.S. Puram',
  pincode: '641002',
  education: 'B.E.',
  profession: 'IT professional',
  profession_detail: 'Software engineer',
  company_name: 'Example Technologies',
  whatsapp_number: '9876543210',
  know_matangi: 'YouTube',
  pan_number: 'ABCDE1234F',
  state: 'Tamil Nadu',
  city: 'Coimbatore',
} as const;
