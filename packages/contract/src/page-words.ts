/**
 * The words of the site's own pages that the office edits without a developer: the home page's
 * introduction and the foundation page (/{product}). Each word has a back-office label and its
 * starting text in English and Tamil — what the pages said before they could be edited, so
 * nothing changes until someone saves. A title is plain text; a paragraph is rich text (the
 * story rules' HTML, written in the rich-text editor), its starting text plain and read as
 * paragraphs. Zod-free, so the public pages read the starting texts without the validation
 * library; the calls are in page-words-calls.ts.
 */

export interface PageWord {
  /** Back-office label (English). */
  label: string;
  /** A paragraph (rich text) rather than a title (plain text). */
  long?: boolean;
  en: string;
  ta: string;
}

const title = (label: string, en: string, ta: string): PageWord => ({ label, en, ta });
const para = (label: string, en: string, ta: string): PageWord => ({ label, long: true, en, ta });

const HOME = {
  intro_heading: title('Welcome heading', 'Welcome to the Matangi Foundation', 'மாதங்கி அறக்கட்டளைக்கு வரவேற்கிறோம்'),
  intro_lead: para(
    'Welcome text',
    'A non-profit foundation for practice, service and devotion, open to everyone who seeks a calmer, kinder and more purposeful life.',
    'அமைதியான, அன்பான, அர்த்தமுள்ள வாழ்வைத் தேடும் அனைவருக்கும் திறந்த, பயிற்சி, சேவை, பக்திக்கான ஒரு இலாப நோக்கற்ற அறக்கட்டளை.',
  ),
  deity_title: title('Deity: title', 'Sri Matangi', 'ஸ்ரீ மாதங்கி'),
  deity_text: para(
    'Deity: text',
    'Sri Matangi, the goddess of wisdom, music and the spoken word, is the presiding deity of the foundation. Her worship is the heart of every program: speech that heals, music that uplifts and knowledge that frees.',
    'ஞானம், இசை, வாக்கு ஆகியவற்றின் தேவியான ஸ்ரீ மாதங்கியே அறக்கட்டளையின் அதிஷ்டான தெய்வம். குணமாக்கும் சொல், உயர்த்தும் இசை, விடுவிக்கும் ஞானம் என ஒவ்வொரு நிகழ்ச்சியின் இதயமும் அவளது வழிபாடே.',
  ),
  guru_title: title('Guru: title', 'The Guru', 'குரு'),
  guru_text: para(
    'Guru: text',
    'The foundation was started by its Guru to bring the practices of the ashram into everyday life. Through programs, satsang and seva, thousands of seekers have learnt simple tools to live with clarity and compassion.',
    'ஆசிரமத்தின் பயிற்சிகளை அன்றாட வாழ்வுக்குக் கொண்டுவர குருவால் இந்த அறக்கட்டளை தொடங்கப்பட்டது. நிகழ்ச்சிகள், சத்சங்கம், சேவை மூலம் ஆயிரக்கணக்கானோர் தெளிவுடனும் கருணையுடனும் வாழும் எளிய வழிகளைக் கற்றுள்ளனர்.',
  ),
  town_title: title('Temple town: heading', 'The temple town we are building', 'நாங்கள் உருவாக்கும் ஆலய நகரம்'),
  town_lead: para(
    'Temple town: text',
    'A planned town in the foothills, where worship, learning, community and nature support one another.',
    'வழிபாடு, கல்வி, சமூகம், இயற்கை ஒன்றுக்கொன்று துணைநிற்கும் மலையடிவாரத்தில் திட்டமிடப்பட்ட நகரம்.',
  ),
  temple_title: title('Temple: title', 'Temple', 'ஆலயம்'),
  temple_text: para(
    'Temple: text',
    'A temple of Sri Matangi built in the traditional way, a place of daily worship and festivals for all.',
    'பாரம்பரிய முறையில் கட்டப்படும் ஸ்ரீ மாதங்கி ஆலயம்; அனைவருக்குமான தினசரி வழிபாடு மற்றும் திருவிழாக்களின் இடம்.',
  ),
  gurukulam_title: title('Gurukulam: title', 'Gurukulam', 'குருகுலம்'),
  gurukulam_text: para(
    'Gurukulam: text',
    'A school where children learn the scriptures, arts and sciences with values, in the company of their teachers.',
    'ஆசிரியர்களின் அருகில் குழந்தைகள் சாஸ்திரங்கள், கலைகள், அறிவியலை விழுமியங்களுடன் கற்கும் பள்ளி.',
  ),
  commune_title: title('Commune: title', 'Commune', 'சமூக வாழ்விடம்'),
  commune_text: para(
    'Commune: text',
    'Homes for seekers and volunteers who wish to live a life of practice and service together.',
    'பயிற்சியும் சேவையுமாக இணைந்து வாழ விரும்பும் சாதகர்கள் மற்றும் தன்னார்வலர்களுக்கான இல்லங்கள்.',
  ),
  herbal_title: title('Herbal cultivation: title', 'Herbal cultivation', 'மூலிகை வளர்ப்பு'),
  herbal_text: para(
    'Herbal cultivation: text',
    'Gardens of medicinal plants, grown organically to restore the soil and to heal body and mind.',
    'மண்ணை மீட்கவும் உடலையும் மனதையும் குணப்படுத்தவும் இயற்கை முறையில் வளர்க்கப்படும் மூலிகைத் தோட்டங்கள்.',
  ),
} satisfies Record<string, PageWord>;

const FOUNDATION = {
  title: title('Page title', 'Matangi Foundation', 'மாதங்கி அறக்கட்டளை'),
  lead: para(
    'Introduction',
    'A non-profit foundation for practice, service and devotion: a temple town in the making, programs for inner growth and initiatives for the villages around us.',
    'பயிற்சி, சேவை, பக்திக்கான இலாப நோக்கற்ற அறக்கட்டளை: உருவாகும் ஆலய நகரம், உள்வளர்ச்சிக்கான நிகழ்ச்சிகள், சுற்றியுள்ள கிராமங்களுக்கான முன்முயற்சிகள்.',
  ),
  places_heading: title('Places: heading', 'The temple town', 'ஆலய நகரம்'),
  temple_title: title('Temple: title', 'Temple', 'ஆலயம்'),
  temple_text: para(
    'Temple: text',
    'The temple of Sri Matangi, built in the traditional way, is the heart of the temple town: a place of daily worship, festivals and quiet prayer, open to all.',
    'பாரம்பரிய முறையில் கட்டப்படும் ஸ்ரீ மாதங்கி ஆலயமே ஆலய நகரத்தின் இதயம்: தினசரி வழிபாடு, திருவிழாக்கள், அமைதியான பிரார்த்தனைக்கான இடம், அனைவருக்கும் திறந்தது.',
  ),
  gurukulam_title: title('Gurukulam: title', 'Gurukulam', 'குருகுலம்'),
  gurukulam_text: para(
    'Gurukulam: text',
    'In the gurukulam children live and learn with their teachers: scriptures, languages, arts and sciences, taught with values and care.',
    'குருகுலத்தில் குழந்தைகள் ஆசிரியர்களுடன் வாழ்ந்து கற்கின்றனர்: சாஸ்திரங்கள், மொழிகள், கலைகள், அறிவியல், விழுமியங்களுடனும் அக்கறையுடனும்.',
  ),
  herbal_title: title('Herbal cultivation: title', 'Herbal cultivation', 'மூலிகை வளர்ப்பு'),
  herbal_text: para(
    'Herbal cultivation: text',
    'Organic gardens of medicinal plants restore the soil and supply the herbs used for healing body and mind.',
    'இயற்கை முறையிலான மூலிகைத் தோட்டங்கள் மண்ணை மீட்டு, உடலையும் மனதையும் குணப்படுத்தும் மூலிகைகளை வழங்குகின்றன.',
  ),
  programs_heading: title('Programs: heading', 'Programs', 'நிகழ்ச்சிகள்'),
  vision_title: title('Vision: title', 'Vision', 'விஷன்'),
  vision_text: para(
    'Vision: text',
    'Two days for clarity of purpose: see where your life is heading and walk there with a steady heart.',
    'நோக்கத்தின் தெளிவுக்கான இரண்டு நாட்கள்: உங்கள் வாழ்க்கை எங்கே செல்கிறது என்று கண்டு, உறுதியான மனதுடன் நடங்கள்.',
  ),
  divija_title: title('Divija: title', 'Divija', 'திவிஜா'),
  divija_text: para(
    'Divija: text',
    'Seven days of initiation, a passage from an old way of being into a new one: a second birth.',
    'ஏழு நாள் தீட்சை: பழைய வாழ்விலிருந்து புதிய வாழ்வுக்கான பயணம், ஒரு இரண்டாம் பிறப்பு.',
  ),
  divija_plus_title: title('Divija Plus: title', 'Divija Plus', 'திவிஜா பிளஸ்'),
  divija_plus_text: para(
    'Divija Plus: text',
    'A deepening of Divija for those who have completed it, with longer practice and personal guidance.',
    'திவிஜா நிறைவு செய்தவர்களுக்கான ஆழ்ந்த பயிற்சி, நீண்ட சாதனை மற்றும் தனிப்பட்ட வழிகாட்டுதலுடன்.',
  ),
  kaivalya_title: title('Kaivalya: title', 'Kaivalya', 'கைவல்யா'),
  kaivalya_text: para(
    'Kaivalya: text',
    'Ten days held in silence, in the quiet of the foothills: the song of silence.',
    'மலையடிவாரத்தின் அமைதியில் மௌனத்தில் பத்து நாட்கள்: மௌனத்தின் பாடல்.',
  ),
  initiatives_heading: title('Initiatives: heading', 'Initiatives', 'முன்முயற்சிகள்'),
  neerukku_title: title('Neerukku Nandri: title', 'Neerukku Nandri', 'நீருக்கு நன்றி'),
  neerukku_text: para(
    'Neerukku Nandri: text',
    'Thanks to water: restoring lakes, tanks and ponds with the villages around them.',
    'நீருக்கு நன்றி: சுற்றியுள்ள கிராமங்களுடன் சேர்ந்து ஏரிகள், குளங்கள், குட்டைகளை மீட்டெடுத்தல்.',
  ),
  mithra_title: title('Mithra: title', 'Mithra', 'மித்ரா'),
  mithra_text: para(
    'Mithra: text',
    'Friendship in service: volunteers who stand by the elderly, the sick and the lonely.',
    'சேவையில் நட்பு: முதியோர், நோயாளிகள், தனிமையில் இருப்போருக்குத் துணைநிற்கும் தன்னார்வலர்கள்.',
  ),
  sanjeevini_title: title('Sanjeevini: title', 'Sanjeevini', 'சஞ்சீவினி'),
  sanjeevini_text: para(
    'Sanjeevini: text',
    'Traditional herbal care for the villages, from the foundation’s own gardens.',
    'அறக்கட்டளையின் தோட்டங்களிலிருந்து கிராமங்களுக்குப் பாரம்பரிய மூலிகை மருத்துவம்.',
  ),
} satisfies Record<string, PageWord>;

export const PAGE_WORDS = { home: HOME, foundation: FOUNDATION } as const;
export const WORD_PAGES = ['home', 'foundation'] as const;
export type WordPage = (typeof WORD_PAGES)[number];
export type PageWordKey<P extends WordPage> = keyof (typeof PAGE_WORDS)[P] & string;
/** A page's words in one language, every key present. */
export type PageWords<P extends WordPage> = Record<PageWordKey<P>, string>;

/** The back office's names of the pages. */
export const WORD_PAGE_TITLES: Record<WordPage, string> = { home: 'Home page introduction', foundation: 'Foundation page' };

export const wordKeys = <P extends WordPage>(page: P) => Object.keys(PAGE_WORDS[page]) as PageWordKey<P>[];

/** Whether a page's word is rich text (a paragraph) rather than a plain title. */
export const isRichWord = (page: WordPage, key: string) => !!(PAGE_WORDS[page] as Record<string, PageWord | undefined>)[key]?.long;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Plain text as rich text: a blank line starts a paragraph, a single line break stays one. The
 * same HTML the server makes of a plain text (lib/sanitize.ts richTextHtml), so a starting text
 * reads alike from the server and from the page's own copy.
 */
export function plainTextHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\r?\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * The words a paragraph reads as, without its markup (a page's share description): block ends
 * become spaces, tags go, the few entities the story rules write are read, spaces collapse.
 */
export function wordPlainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word's starting text as the page shows it: a title as it is, a paragraph as rich text. */
export const startingWord = (page: WordPage, key: string, lang: 'en' | 'ta') => {
  const word = (PAGE_WORDS[page] as Record<string, PageWord>)[key]!;
  return word.long ? plainTextHtml(word[lang]) : word[lang];
};

/** A page's starting words in a language (what the page said before the office edited it), paragraphs as rich text. */
export function startingWords<P extends WordPage>(page: P, lang: 'en' | 'ta'): PageWords<P> {
  return Object.fromEntries(wordKeys(page).map((k) => [k, startingWord(page, k, lang)])) as PageWords<P>;
}
