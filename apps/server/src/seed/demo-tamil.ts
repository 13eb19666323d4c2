import { OPTION_LABELS_TA } from '@portal/contract/tamil';
import type { Queryable } from '../db/client.ts';

/**
 * The Tamil of the demo content, keyed by its English text, written for a Tamil reader (not word
 * by word). Program names stay as the foundation writes them. `fillDemoTamil` fills every
 * `<field>_ta` twin the visitor reads (the content model, migration 20261125190000), so the demo
 * shows the whole site in Tamil; content staff add later may fall back to English field by field.
 */

/** Every content column a visitor reads, by table (the `_ta` twin is `<column>_ta`). */
export const VISITOR_TEXT_COLUMNS: Record<string, readonly string[]> = {
  programs: ['name', 'headline', 'story', 'promises', 'benefits', 'attend', 'timing', 'upcome_address', 'prereq_text'],
  projects: ['name'],
  event_categories: ['name'],
  events: ['event_name', 'city_name', 'event_address', 'event_desc'],
  testimonials: ['name', 'profession', 'description'],
  sliders: ['title'],
  gallery_categories: ['album_category'],
  gallery_albums: ['album_sub'],
  gallery_images: ['caption'],
  gallery_tags: ['album_tag'],
  media_categories: ['media_category'],
  media_items: ['title'],
  media_tags: ['media_tag'],
};

/** Columns whose demo values are program names: kept as the foundation writes them. */
export const PROGRAM_NAME_COLUMNS = new Set(['programs.name', 'event_categories.name']);

const PROGRAM_NAMES = ['Ulchemy', 'Ulchemy Elite', 'Divija', 'Kaivalya', 'Vision', 'Shivratri', 'Karmayogam', 'Paradesham'];

export const DEMO_TAMIL: Record<string, string> = {
  ...Object.fromEntries(PROGRAM_NAMES.map((n) => [n, n])),

  // program headlines and timings
  'A Journey of a Lifetime': 'வாழ்நாள் முழுதும் நினைவில் நிற்கும் பயணம்',
  'Your Second Birth': 'உங்கள் இரண்டாம் பிறப்பு',
  'Your Winning Path': 'உங்கள் வெற்றிப் பாதை',
  'Song of Silence': 'மௌனத்தின் பாடல்',
  Story: 'கதை',
  'Self Transformation': 'தன்னுள் ஒரு மாற்றம்',
  'Song of Shiva': 'சிவனின் பாடல்',
  '6:00 PM - 6:00 AM': 'மாலை 6:00 - காலை 6:00',
  '7:00 AM - 5:00 PM': 'காலை 7:00 - மாலை 5:00',
  'Full day': 'முழு நாள்',
  '5:00 AM - 9:00 PM': 'காலை 5:00 - இரவு 9:00',
  '6:00 AM - 8:00 PM': 'காலை 6:00 - இரவு 8:00',
  '5:30 AM - 9:00 PM': 'காலை 5:30 - இரவு 9:00',
  '9:00 AM - 6:00 PM': 'காலை 9:00 - மாலை 6:00',
  '4:30 AM - 9:00 PM': 'அதிகாலை 4:30 - இரவு 9:00',

  // addresses and cities
  'Meenakshi Retreat, Alagar Kovil Road, Madurai, Tamil Nadu 625007': 'மீனாட்சி தியான இல்லம், அழகர் கோவில் சாலை, மதுரை, தமிழ்நாடு 625007',
  'Matangi Ashram, Thondamuthur Road, Coimbatore, Tamil Nadu 641109': 'மாதங்கி ஆசிரமம், தொண்டாமுத்தூர் சாலை, கோயம்புத்தூர், தமிழ்நாடு 641109',
  'Sri Sankara Hall, TTK Road, Alwarpet, Chennai, Tamil Nadu 600018': 'ஸ்ரீ சங்கரா அரங்கம், டி.டி.கே. சாலை, ஆழ்வார்பேட்டை, சென்னை, தமிழ்நாடு 600018',
  'Girivalam Path Seva Centre, Tiruvannamalai, Tamil Nadu 606601': 'கிரிவலப் பாதை சேவை மையம், திருவண்ணாமலை, தமிழ்நாடு 606601',
  'Music Academy Mini Hall, TTK Road, Chennai, Tamil Nadu 600014': 'மியூசிக் அகாடமி சிற்றரங்கம், டி.டி.கே. சாலை, சென்னை, தமிழ்நாடு 600014',
  'Shevaroy Hills Retreat, Yercaud Road, Salem, Tamil Nadu 636008': 'சேர்வராயன் மலை தியான இல்லம், ஏற்காடு சாலை, சேலம், தமிழ்நாடு 636008',
  'Art of Silence Centre, Kanakapura Road, Bengaluru, Karnataka 560082': 'மௌனக் கலை மையம், கனகபுரா சாலை, பெங்களூரு, கர்நாடகா 560082',
  'Shilparamam Hall, Madhapur, Hyderabad, Telangana 500081': 'சில்பாராமம் அரங்கம், மாதாப்பூர், ஹைதராபாத், தெலங்கானா 500081',
  'Cauvery Banks Retreat, Srirangam, Tiruchirappalli, Tamil Nadu 620006': 'காவிரிக் கரை தியான இல்லம், ஸ்ரீரங்கம், திருச்சிராப்பள்ளி, தமிழ்நாடு 620006',
  Tiruvannamalai: 'திருவண்ணாமலை',
  Salem: 'சேலம்',
  Bengaluru: 'பெங்களூரு',
  Chennai: 'சென்னை',
  Hyderabad: 'ஹைதராபாத்',
  Coimbatore: 'கோயம்புத்தூர்',
  Tiruchirappalli: 'திருச்சிராப்பள்ளி',
  Madurai: 'மதுரை',

  // projects
  'Sanjeevini Herbal Cultivation': 'சஞ்சீவினி மூலிகைப் பயிரிடல்',
  'Matangi Temple Town': 'மாதங்கி ஆலய நகரம்',
  'Neerukku Nandri Water Restoration': 'நீருக்கு நன்றி – நீர்நிலை மீட்பு',
  Gurukulam: 'குருகுலம்',
  'Sadhaka Commune': 'சாதகர் சமூகம்',

  // events
  'Ulchemy Madurai': 'Ulchemy – மதுரை',
  'Vision Coimbatore': 'Vision – கோயம்புத்தூர்',
  'Divija Chennai': 'Divija – சென்னை',
  'Ulchemy Chennai': 'Ulchemy – சென்னை',
  'Divija Coimbatore': 'Divija – கோயம்புத்தூர்',
  'Karmayogam Seva Camp Tiruvannamalai': 'Karmayogam சேவை முகாம் – திருவண்ணாமலை',
  'Mahashivratri Night Vigil': 'மகாசிவராத்திரி இரவு விழிப்பு',
  'Ulchemy Elite Tiruchirappalli': 'Ulchemy Elite – திருச்சிராப்பள்ளி',
  'Vision Chennai': 'Vision – சென்னை',
  'Vision Hyderabad': 'Vision – ஹைதராபாத்',
  'Ulchemy Residential Retreat for International Participants at Bengaluru':
    'வெளிநாட்டுப் பங்கேற்பாளர்களுக்கான Ulchemy தங்கிப் பயிலும் முகாம் – பெங்களூரு',
  'Kaivalya Silent Retreat': 'Kaivalya மௌன முகாம்',
  'Karmayogam Herbal Garden Seva': 'Karmayogam மூலிகைத் தோட்டச் சேவை',
  'Ulchemy Elite Madurai': 'Ulchemy Elite – மதுரை',
  'Ulchemy Coimbatore': 'Ulchemy – கோயம்புத்தூர்',
  'Divija Salem': 'Divija – சேலம்',
  'Ulchemy at the ashram, with early-bird pricing for those who register at least a month ahead. Meals and practice material are included.':
    'ஆசிரமத்தில் Ulchemy. ஒரு மாதத்துக்கு முன்பே பதிவு செய்பவர்களுக்குச் சலுகைக் கட்டணம். உணவும் பயிற்சிப் பொருட்களும் அடங்கும்.',
  'A residential Ulchemy Elite on the banks of the Cauvery, with early-bird pricing until six weeks before the start.':
    'காவிரிக் கரையில் தங்கிப் பயிலும் Ulchemy Elite. தொடங்குவதற்கு ஆறு வாரங்கள் முன்பு வரை சலுகைக் கட்டணம்.',
  'Two days for clarity of purpose.': 'வாழ்க்கையின் நோக்கத்தைத் தெளிவாகக் காண இரண்டு நாட்கள்.',
  'Two days of seva around the holy hill.': 'புனித மலையைச் சுற்றி இரண்டு நாள் சேவை.',
  'Seven days of initiation at the ashram. Accommodation can be arranged.': 'ஆசிரமத்தில் ஏழு நாள் தீட்சை. தங்குமிடம் ஏற்பாடு செய்யப்படும்.',
  'A night-long vigil of chanting, music and meditation on the great night of Shiva. Dinner and early-morning prasad are served.':
    'சிவனின் மகா இரவில் மந்திர ஜபம், இசை, தியானத்துடன் இரவு முழுதும் விழிப்பு. இரவு உணவும் அதிகாலைப் பிரசாதமும் வழங்கப்படும்.',
  'Vision for students and young professionals, with early-bird pricing and a group discount.':
    'மாணவர்களுக்கும் இளம் பணியாளர்களுக்குமான Vision. முன்பதிவுச் சலுகையும் குழுத் தள்ளுபடியும் உண்டு.',
  'Registrations for this batch are closed; please choose another date.': 'இந்தக் குழுவுக்கான பதிவுகள் முடிந்துவிட்டன; வேறொரு தேதியைத் தேர்ந்தெடுக்கவும்.',
  'Planting and tending the medicinal gardens of the foundation, with morning practice and evening satsang.':
    'அறக்கட்டளையின் மூலிகைத் தோட்டங்களில் நடவும் பராமரிப்பும்; காலையில் பயிற்சி, மாலையில் சத்சங்கம்.',
  'For participants living outside India: pay through the international link. Airport pick-up on request.':
    'இந்தியாவுக்கு வெளியே வசிப்பவர்களுக்கு: வெளிநாட்டுக் கட்டண இணைப்பின் வழியாகச் செலுத்தவும். கேட்டால் விமான நிலையத்திலிருந்து அழைத்து வருவோம்.',
  'A completed Ulchemy batch.': 'நிறைவடைந்த ஒரு Ulchemy குழு.',
  'Three days of breath, meditation and satsang in the heart of Chennai.': 'சென்னையின் மையத்தில் மூச்சுப் பயிற்சி, தியானம், சத்சங்கத்துடன் மூன்று நாட்கள்.',
  'A completed Divija batch.': 'நிறைவடைந்த ஒரு Divija குழு.',
  'A completed Vision batch.': 'நிறைவடைந்த ஒரு Vision குழு.',
  'Ten days in silence in the foothills. Dormitory and shared rooms are available; travel from Coimbatore station can be arranged.':
    'மலையடிவாரத்தில் பத்து நாள் மௌனம். பொதுத் தங்குமிடமும் பகிர்வு அறைகளும் உண்டு; கோயம்புத்தூர் நிலையத்திலிருந்து பயண ஏற்பாடு செய்யலாம்.',
  'Five residential days near the temple city.': 'கோயில் நகரின் அருகே தங்கிப் பயிலும் ஐந்து நாட்கள்.',

  // sliders
  'The Temple Town Rises': 'எழுகிறது ஆலய நகரம்',
  'Mahashivratri at the Ashram': 'ஆசிரமத்தில் மகாசிவராத்திரி',
  'Ulchemy: Self Transformation': 'Ulchemy: தன்னுள் ஒரு மாற்றம்',
  'Serve with Karmayogam': 'Karmayogam வழியே சேவை செய்யுங்கள்',
  'Welcome to Matangi Foundation': 'மாதங்கி அறக்கட்டளைக்கு வரவேற்கிறோம்',

  // gallery categories, albums, tags
  'Temple Festivals': 'ஆலயத் திருவிழாக்கள்',
  'Seva and Karmayogam Activities': 'சேவை மற்றும் Karmayogam பணிகள்',
  'Gurukulam Life': 'குருகுல வாழ்க்கை',
  Programs: 'நிகழ்ச்சிகள்',
  'Herbal Gardens': 'மூலிகைத் தோட்டங்கள்',
  'Mahashivratri Night': 'மகாசிவராத்திரி இரவு',
  'Lake Restoration': 'ஏரி மீட்பு',
  'Sanjeevini Gardens': 'சஞ்சீவினி தோட்டங்கள்',
  'Tree Planting Drive': 'மரம் நடும் இயக்கம்',
  Annadanam: 'அன்னதானம்',
  'Divija Batch': 'Divija குழு',
  'Guru Purnima': 'குரு பௌர்ணமி',
  'Vedic Chanting Classes': 'வேத பாராயண வகுப்புகள்',
  'Monsoon in the Foothills': 'மலையடிவாரத்தில் மழைக்காலம்',
  'Sports Day': 'விளையாட்டு நாள்',
  'Navaratri Celebrations': 'நவராத்திரிக் கொண்டாட்டம்',
  Festival: 'திருவிழா',
  Satsang: 'சத்சங்கம்',
  Meditation: 'தியானம்',
  Seva: 'சேவை',
  Music: 'இசை',
  Nature: 'இயற்கை',
  Children: 'குழந்தைகள்',
  Pooja: 'பூஜை',

  // gallery captions
  'Prasad at sunrise': 'சூரிய உதயத்தில் பிரசாதம்',
  'Bund repair': 'கரை சீரமைப்பு',
  'Planning with a calm mind': 'அமைதியான மனதுடன் திட்டமிடல்',
  'Silambam display': 'சிலம்பாட்டம்',
  'Banana-leaf lunch': 'வாழை இலை விருந்து',
  'Prize giving': 'பரிசளிப்பு',
  'Walking meditation': 'நடை தியானம்',
  'Serving the meal': 'உணவு பரிமாறுதல்',
  'Green terraces': 'பசுமையான படிக்கட்டு வயல்கள்',
  'Breathwork session': 'மூச்சுப் பயிற்சி அமர்வு',
  'Harvest baskets': 'அறுவடைக் கூடைகள்',
  'First rains': 'முதல் மழை',
  'Offering of flowers': 'மலர் அர்ப்பணம்',
  'Tulsi beds': 'துளசிப் பாத்திகள்',
  'Music before dawn': 'விடியலுக்கு முன் இசை',
  'Desilting the tank': 'குளத்தைத் தூர்வாருதல்',
  'Volunteers at work': 'பணியில் தன்னார்வலர்கள்',
  'Certificates of completion': 'நிறைவுச் சான்றிதழ்கள்',
  'Drying herbs': 'மூலிகைகளை உலர்த்துதல்',
  'Streams in spate': 'பெருக்கெடுக்கும் ஓடைகள்',
  'Yoga asana demonstration': 'யோகாசன செயல்விளக்கம்',
  'Teacher and students': 'ஆசிரியரும் மாணவர்களும்',
  'Participants in silence': 'மௌனத்தில் பங்கேற்பாளர்கள்',
  'Lamps at the shrine': 'சன்னதியில் தீபங்கள்',
  'Watering the new grove': 'புதிய தோப்புக்கு நீர் பாய்ச்சுதல்',
  'Learning the scripts': 'எழுத்துகளைக் கற்றல்',
  'Kitchen seva': 'சமையலறைச் சேவை',
  'Group photo after seva': 'சேவைக்குப் பின் குழுப் படம்',
  'Evening aarti': 'மாலை ஆரத்தி',
  'Devotees in prayer': 'பிரார்த்தனையில் பக்தர்கள்',
  'Evening lamps': 'மாலை தீபங்கள்',
  'Birds return': 'பறவைகள் திரும்புகின்றன',
  'Group sharing': 'குழுப் பகிர்வு',
  'Clouds over the hills': 'மலைகளின் மேல் மேகங்கள்',
  'Golu display': 'கொலு',
  'Night-long chanting': 'இரவு முழுதும் ஜபம்',
  'Closing ceremony': 'நிறைவு விழா',
  'Satsang with the Guru': 'குருவுடன் சத்சங்கம்',
  'Rain on the temple roof': 'கோயில் கூரையில் மழை',
  'Morning practice in the hall': 'அரங்கில் காலைப் பயிற்சி',
  'Relay race': 'தொடர் ஓட்டம்',
  'Medicinal plant walk': 'மூலிகைச் செடிகளிடையே ஒரு நடை',
  'Initiation at the shrine': 'சன்னதியில் தீட்சை',
  'Neem saplings': 'வேப்பங்கன்றுகள்',
  'Saplings ready': 'நடத் தயாரான கன்றுகள்',
  'Morning chanting': 'காலை ஜபம்',
  'Cleaning together': 'சேர்ந்து சுத்தம் செய்தல்',
  'Recitation day': 'பாராயண நாள்',
  'Satsang under the full moon': 'முழு நிலவின் கீழ் சத்சங்கம்',
  'Kolam competition': 'கோலப் போட்டி',
  'Community meal': 'சமூக விருந்து',
  'Children in costume': 'வேடமணிந்த குழந்தைகள்',
  Padapuja: 'பாதபூஜை',
  'Vision workshop': 'Vision பயிலரங்கம்',
  'Reflection circle': 'சிந்தனை வட்டம்',

  // media categories, tags, titles
  'Guided Meditations': 'வழிகாட்டப்பட்ட தியானங்கள்',
  'Program Glimpses': 'நிகழ்ச்சித் துளிகள்',
  Discourses: 'சொற்பொழிவுகள்',
  'Bhajans and Chants': 'பஜனைகளும் மந்திரங்களும்',
  Wisdom: 'ஞானம்',
  Breath: 'மூச்சு',
  Shiva: 'சிவன்',
  Devotion: 'பக்தி',
  'Body Scan Relaxation': 'உடல் முழுதும் உணர்ந்து தளர்தல்',
  'Om Namah Shivaya Chant': 'ஓம் நமசிவாய ஜபம்',
  'Ulchemy Chennai Highlights': 'Ulchemy சென்னை – சிறப்புத் தருணங்கள்',
  'The Alchemy of the Inner Life': 'உள்வாழ்வின் ரசவாதம்',
  'Evening Satsang Recording': 'மாலை சத்சங்கப் பதிவு',
  'Walking Meditation in the Herbal Gardens': 'மூலிகைத் தோட்டத்தில் நடை தியானம்',
  'Guided Meditation for Deep Sleep': 'ஆழ்ந்த உறக்கத்துக்கான வழிகாட்டு தியானம்',
  'Shiva Tandava Stotram': 'சிவ தாண்டவ ஸ்தோத்திரம்',
  'On Karma and Selfless Service': 'கர்மமும் தன்னலமற்ற சேவையும்',
  'Morning Breath Practice': 'காலை மூச்சுப் பயிற்சி',
  'Questions and Answers on Daily Practice for Working Professionals and Families':
    'பணியாளர்களுக்கும் குடும்பங்களுக்கும் தினசரிப் பயிற்சி பற்றிய கேள்வி-பதில்',
  'Karmayogam Seva Camp': 'Karmayogam சேவை முகாம்',
  'Morning Prayers from the Gurukulam Recorded Live During the Monsoon Session':
    'மழைக்காலப் பருவத்தில் குருகுலத்தில் நேரலையாகப் பதிவான காலைப் பிரார்த்தனைகள்',
  'Mahashivratri at the Ashram: The Complete Night of Chanting and Meditation':
    'ஆசிரமத்தில் மகாசிவராத்திரி: ஜபமும் தியானமும் நிறைந்த முழு இரவு',
  'Five-Minute Breath Reset': 'ஐந்து நிமிட மூச்சுப் புத்துணர்வு',
  'Sitting in Silence': 'மௌனத்தில் அமர்தல்',
  'Breath, Body and Mind': 'மூச்சு, உடல், மனம்',
  'The Song of Silence': 'மௌனத்தின் பாடல்',
  'A Talk on Gratitude, Grace and the Quiet Joy of Giving Without Expectation':
    'நன்றியுணர்வு, அருள், எதிர்பார்ப்பின்றிக் கொடுப்பதன் அமைதியான மகிழ்ச்சி – ஓர் உரை',
  'Temple Town: Laying the Foundation Stone': 'ஆலய நகரம்: அடிக்கல் நாட்டு விழா',
  'Divija: Voices of the Second Birth': 'Divija: இரண்டாம் பிறப்பின் குரல்கள்',
  'Finding Your Winning Path': 'உங்கள் வெற்றிப் பாதையைக் கண்டடைதல்',
  'Why We Meditate: A Conversation with Young Seekers from Chennai Colleges':
    'நாம் ஏன் தியானிக்கிறோம்: சென்னைக் கல்லூரிகளின் இளம் தேடலாளர்களுடன் ஓர் உரையாடல்',
  Lingashtakam: 'லிங்காஷ்டகம்',
  'On Silence': 'மௌனம் பற்றி',
  'Devi Stuti': 'தேவி ஸ்துதி',
  'Matangi Ashtakam': 'மாதங்கி அஷ்டகம்',
  'Shiva Panchakshara Stotram': 'சிவ பஞ்சாட்சர ஸ்தோத்திரம்',
  // what a program promises, its benefits, who may attend
  'Seva at the temple town and gardens': 'ஆலய நகரிலும் தோட்டங்களிலும் சேவை',
  'Morning practice and evening satsang': 'காலையில் பயிற்சி, மாலையில் சத்சங்கம்',
  'Work in teams with experienced volunteers': 'அனுபவமுள்ள தன்னார்வலர்களுடன் குழுவாகப் பணி',
  'Initiation into advanced practices': 'மேம்பட்ட பயிற்சிகளுக்கான தீட்சை',
  'Rituals at the Matangi shrine': 'மாதங்கி சன்னதியில் வழிபாடுகள்',
  'Daily reflection and journaling': 'தினசரி சுயசிந்தனையும் நாட்குறிப்பும்',
  'Small-group sharing circles': 'சிறு குழுப் பகிர்வு வட்டங்கள்',
  'Five residential days at the ashram': 'ஆசிரமத்தில் தங்கிப் பயிலும் ஐந்து நாட்கள்',
  'Longer guided sittings': 'நீண்ட நேர வழிகாட்டு அமர்வுகள்',
  'Personal guidance in small groups': 'சிறு குழுக்களில் தனிப்பட்ட வழிகாட்டுதல்',
  'Nature walks and seva': 'இயற்கை நடையும் சேவையும்',
  'Evening satsang by the fire': 'நெருப்பின் அருகே மாலைச் சத்சங்கம்',
  'Reflection on purpose and values': 'வாழ்க்கை நோக்கம், விழுமியங்கள் பற்றிய சிந்தனை',
  'Practices for focus and resolve': 'கவனமும் உறுதியும் வளர்க்கும் பயிற்சிகள்',
  'Stories and teachings from the Guru': 'குருவின் கதைகளும் போதனைகளும்',
  'Ten days of noble silence': 'பத்து நாள் புனித மௌனம்',
  'Sitting and walking meditation': 'அமர்ந்தும் நடந்தும் தியானம்',
  'Chanting at dawn and dusk': 'விடியலிலும் அந்தியிலும் ஜபம்',
  'Quiet accommodation in the foothills': 'மலையடிவாரத்தில் அமைதியான தங்குமிடம்',
  'Guidance from senior teachers': 'மூத்த ஆசிரியர்களின் வழிகாட்டுதல்',
  'Practices to steady the breath and the mind': 'மூச்சையும் மனதையும் நிலைப்படுத்தும் பயிற்சிகள்',
  'Tools to turn daily stress into clarity': 'அன்றாட மன அழுத்தத்தைத் தெளிவாக மாற்றும் வழிமுறைகள்',
  'Guided meditation with the Guru': 'குருவுடன் வழிகாட்டு தியானம்',
  'Satsang, music and silence': 'சத்சங்கம், இசை, மௌனம்',
  'Sattvic meals prepared with care': 'அக்கறையுடன் சமைத்த சாத்வீக உணவு',
  'A clear direction for the year ahead': 'வரும் ஆண்டுக்கான தெளிவான திசை',
  'Steadier focus at work and study': 'பணியிலும் படிப்பிலும் நிலையான கவனம்',
  'Confidence rooted in values': 'விழுமியங்களில் வேரூன்றிய தன்னம்பிக்கை',
  'Better balance of work and rest': 'உழைப்புக்கும் ஓய்வுக்கும் இடையே நல்ல சமநிலை',
  'A fresh start in life': 'வாழ்க்கையில் ஒரு புதிய தொடக்கம்',
  'Freedom from old patterns': 'பழைய பழக்கங்களிலிருந்து விடுதலை',
  'A living connection with the practice': 'பயிற்சியுடன் உயிர்ப்புள்ள பிணைப்பு',
  'Inner steadiness in change': 'மாற்றங்களுக்கு நடுவிலும் உள்ளார்ந்த நிலைப்பு',
  'A practice that holds under pressure': 'நெருக்கடியிலும் தளராத பயிற்சி',
  'Release of long-held tension': 'நெடுநாள் தேங்கிய இறுக்கத்திலிருந்து விடுபடுதல்',
  'Clarity about your next steps': 'அடுத்த அடிகள் பற்றிய தெளிவு',
  'Rest for body and mind': 'உடலுக்கும் மனதுக்கும் ஓய்வு',
  'The joy of giving without expectation': 'எதிர்பார்ப்பின்றிக் கொடுப்பதன் மகிழ்ச்சி',
  'Friendships built in service': 'சேவையில் மலரும் நட்புகள்',
  'A steadier, more humble mind': 'நிலையான, பணிவான மனம்',
  'Deep rest of the nervous system': 'நரம்பு மண்டலத்துக்கு ஆழ்ந்த ஓய்வு',
  'A mind that is quiet by itself': 'தானாகவே அமைதியாகும் மனம்',
  'Insight into habits and reactions': 'பழக்கங்களையும் எதிர்வினைகளையும் பற்றிய உள்நோக்கு',
  'A lasting taste of stillness': 'நிலைத்திருக்கும் அமைதியின் சுவை',
  'Deeper sleep and steadier energy': 'ஆழ்ந்த உறக்கமும் நிலையான ஆற்றலும்',
  'Clearer decisions at work and at home': 'பணியிலும் வீட்டிலும் தெளிவான முடிவுகள்',
  'Calmer, kinder relationships': 'அமைதியான, அன்பான உறவுகள்',
  'A daily practice of about twenty minutes': 'நாளொன்றுக்குச் சுமார் இருபது நிமிடப் பயிற்சி',
  'A community of fellow seekers': 'சக தேடலாளர்களின் சமூகம்',
  'Anyone aged 18 and above': '18 வயதும் அதற்கு மேற்பட்ட அனைவரும்',
  'No prerequisite': 'முன்தகுதி எதுவும் தேவையில்லை',
  'Those able to do light physical work': 'எளிய உடல் உழைப்பு செய்யக்கூடியவர்கள்',
  'Anyone aged 16 and above': '16 வயதும் அதற்கு மேற்பட்ட அனைவரும்',
  'No earlier experience of meditation needed': 'தியானத்தில் முன் அனுபவம் தேவையில்லை',
  'Working people, homemakers and students': 'பணியாளர்கள், இல்லத்தரசிகள், மாணவர்கள்',
  'Those able to sit for an hour on the floor or a chair': 'தரையிலோ நாற்காலியிலோ ஒரு மணி நேரம் அமரக்கூடியவர்கள்',
  'Participants who can attend all three days': 'மூன்று நாட்களும் கலந்துகொள்ளக்கூடியவர்கள்',
  'Those who have completed Ulchemy': 'Ulchemy நிறைவு செய்தவர்கள்',
  'Adults in good general health': 'பொதுவாக நல்ல உடல்நலம் உள்ள பெரியவர்கள்',
  'Participants ready to stay in for five days': 'ஐந்து நாட்கள் தங்கியிருக்கத் தயாரானவர்கள்',
  'Students, professionals and entrepreneurs': 'மாணவர்கள், பணியாளர்கள், தொழில்முனைவோர்',
  'Those who have completed Ulchemy or Ulchemy Elite': 'Ulchemy அல்லது Ulchemy Elite நிறைவு செய்தவர்கள்',
  'Adults in good physical and mental health': 'உடலும் மனமும் நலமாக உள்ள பெரியவர்கள்',
  'Participants ready for seven days of intensive practice': 'ஏழு நாள் தீவிரப் பயிற்சிக்குத் தயாரானவர்கள்',
  'Those who have completed Divija': 'Divija நிறைவு செய்தவர்கள்',
  'Participants able to keep ten days of silence': 'பத்து நாள் மௌனம் காக்கக்கூடியவர்கள்',

  // prerequisites (HTML as in English)
  '<p>Completion of <strong>Divija</strong> (Divija Plus recommended). Phones are kept in safe custody during the retreat.</p>':
    '<p><strong>Divija</strong> நிறைவு செய்திருக்க வேண்டும் (Divija Plus பரிந்துரைக்கப்படுகிறது). முகாம் நாட்களில் கைபேசிகள் பாதுகாப்பாக வைத்திருக்கப்படும்.</p>',
  '<p>Open to all. Please bring a shawl for the night.</p>': '<p>அனைவரும் கலந்துகொள்ளலாம். இரவுக்கு ஒரு சால்வை கொண்டு வரவும்.</p>',
  '<p>No prerequisite. Bring a notebook.</p>': '<p>முன்தகுதி தேவையில்லை. ஒரு நோட்டுப் புத்தகம் கொண்டு வரவும்.</p>',
  '<p>No prerequisite. Please bring work gloves and a water bottle.</p>': '<p>முன்தகுதி தேவையில்லை. பணிக் கையுறைகளும் தண்ணீர் பாட்டிலும் கொண்டு வரவும்.</p>',
  '<p>Completion of any one program of the foundation. Travel and stay are arranged by the foundation.</p>':
    '<p>அறக்கட்டளையின் ஏதேனும் ஒரு நிகழ்ச்சியை நிறைவு செய்திருக்க வேண்டும். பயணமும் தங்குமிடமும் அறக்கட்டளையின் ஏற்பாடு.</p>',
  '<p>Completion of <strong>Ulchemy</strong> or <strong>Ulchemy Elite</strong>, and a short conversation with a coordinator.</p>':
    '<p><strong>Ulchemy</strong> அல்லது <strong>Ulchemy Elite</strong> நிறைவு செய்திருக்க வேண்டும்; ஒருங்கிணைப்பாளருடன் ஒரு சிறு உரையாடலும் உண்டு.</p>',
  '<p>No prerequisite. Please wear loose, comfortable clothing and keep all three days free.</p>':
    '<p>முன்தகுதி தேவையில்லை. தளர்வான, வசதியான ஆடை அணிந்து வரவும்; மூன்று நாட்களையும் இதற்காக ஒதுக்கி வைக்கவும்.</p>',
  '<p>Completion of <strong>Ulchemy</strong>. Residential stay is included.</p>': '<p><strong>Ulchemy</strong> நிறைவு செய்திருக்க வேண்டும். தங்குமிடம் கட்டணத்தில் அடங்கும்.</p>',

  // program stories (HTML as in English)
  '<p><strong>Mahashivratri</strong>, the great night of Shiva, is celebrated at the ashram with a night-long vigil of chanting, music and meditation.</p><p>Devotees from across the world gather to stay awake through the night, offering their prayers as the song of Shiva fills the air.</p>':
    '<p>சிவனின் மகா இரவான <strong>மகாசிவராத்திரி</strong> ஆசிரமத்தில் இரவு முழுதும் ஜபம், இசை, தியானத்துடன் கொண்டாடப்படுகிறது.</p><p>உலகெங்கிலுமிருந்து வரும் பக்தர்கள் இரவு முழுதும் விழித்திருந்து, சிவனின் பாடல் காற்றில் நிறைய, தங்கள் பிரார்த்தனைகளை அர்ப்பணிக்கிறார்கள்.</p>',
  '<p><strong>Ulchemy</strong> is the alchemy of the inner life: three days in which the breath, the body and the mind are brought back into one rhythm.</p><p>Through guided practice, silence and satsang, participants learn simple tools they can carry home and keep using, twenty minutes a day.</p><ul><li>Breath and posture practices</li><li>Guided meditations</li><li>Satsang and devotional music</li></ul>':
    '<p><strong>Ulchemy</strong> என்பது உள்வாழ்வின் ரசவாதம்: மூச்சு, உடல், மனம் மூன்றும் மீண்டும் ஒரே தாளத்தில் இணையும் மூன்று நாட்கள்.</p><p>வழிகாட்டு பயிற்சி, மௌனம், சத்சங்கம் வழியே, வீட்டுக்கு எடுத்துச் சென்று நாளொன்றுக்கு இருபது நிமிடம் தொடர்ந்து செய்யக்கூடிய எளிய வழிமுறைகளைப் பங்கேற்பாளர்கள் கற்றுக்கொள்கிறார்கள்.</p><ul><li>மூச்சு மற்றும் இருக்கை நிலைப் பயிற்சிகள்</li><li>வழிகாட்டு தியானங்கள்</li><li>சத்சங்கமும் பக்தி இசையும்</li></ul>',
  '<p><strong>Karmayogam</strong> is the path of selfless action. Volunteers serve at the temple town, the gurukulam and the herbal gardens, and in doing so discover the joy of giving.</p><p>Each camp mixes seva with short practices and satsang, so that work itself becomes meditation.</p>':
    '<p><strong>Karmayogam</strong> என்பது தன்னலமற்ற செயலின் பாதை. தன்னார்வலர்கள் ஆலய நகரிலும் குருகுலத்திலும் மூலிகைத் தோட்டங்களிலும் சேவை செய்து, கொடுப்பதன் மகிழ்ச்சியைக் கண்டடைகிறார்கள்.</p><p>ஒவ்வொரு முகாமிலும் சேவையோடு சிறு பயிற்சிகளும் சத்சங்கமும் கலந்திருக்கும்; அதனால் உழைப்பே தியானமாகிறது.</p>',
  '<p><strong>Paradesham</strong> is a pilgrimage with the Guru to sacred places of the south, travelling as seekers rather than tourists.</p><p>Temples, rivers and hills are visited in a spirit of prayer, with practice each morning and stories of each place each evening.</p>':
    '<p><strong>Paradesham</strong> என்பது குருவுடன் தென்னகத்தின் புனிதத் தலங்களுக்குச் செல்லும் யாத்திரை; சுற்றுலாப் பயணிகளாக அல்ல, தேடலாளர்களாகப் பயணிக்கிறோம்.</p><p>கோயில்கள், நதிகள், மலைகள் அனைத்தையும் பிரார்த்தனை உணர்வுடன் தரிசிக்கிறோம்; ஒவ்வொரு காலையும் பயிற்சி, ஒவ்வொரு மாலையும் அந்தத் தலத்தின் கதைகள்.</p>',
  '<p><strong>Ulchemy Elite</strong> is a residential deepening of Ulchemy for those who want the practices to become a way of living.</p><p>Five days at the ashram, away from screens and schedules, with longer sittings, personal guidance and time in nature.</p>':
    '<p><strong>Ulchemy Elite</strong> என்பது பயிற்சிகளை வாழ்க்கை முறையாக்க விரும்புவோருக்கான, தங்கிப் பயிலும் ஆழ்ந்த Ulchemy.</p><p>திரைகளிலிருந்தும் அட்டவணைகளிலிருந்தும் விலகி ஆசிரமத்தில் ஐந்து நாட்கள்: நீண்ட அமர்வுகள், தனிப்பட்ட வழிகாட்டுதல், இயற்கையுடன் நேரம்.</p>',
  '<p><strong>Kaivalya</strong> is ten days held in silence. Without speech, the mind slowly settles, and what remains is heard: the song of silence.</p><p>Days follow a simple rhythm of sitting, walking, chanting and rest, in the quiet of the foothills.</p>':
    '<p><strong>Kaivalya</strong> என்பது மௌனத்தில் கழியும் பத்து நாட்கள். பேச்சு இல்லாதபோது மனம் மெல்ல அடங்குகிறது; எஞ்சியிருப்பது கேட்கிறது: மௌனத்தின் பாடல்.</p><p>மலையடிவாரத்தின் அமைதியில், அமர்தல், நடத்தல், ஜபம், ஓய்வு என்ற எளிய தாளத்தில் நாட்கள் நகர்கின்றன.</p>',
  '<p><strong>Divija</strong> means "twice born". In seven days of initiation, participants are guided through a passage from an old way of being into a new one.</p><p>The program combines intensive practice with rituals held at the Matangi shrine, in an atmosphere of silence and devotion.</p><ul><li>Initiation into advanced practices</li><li>Rituals at the shrine</li><li>Daily personal reflection</li></ul>':
    '<p><strong>Divija</strong> என்றால் "இருமுறை பிறந்தவர்". ஏழு நாள் தீட்சையில், பழைய வாழ்க்கை முறையிலிருந்து புதிய ஒன்றுக்குக் கடந்து செல்ல பங்கேற்பாளர்கள் வழிநடத்தப்படுகிறார்கள்.</p><p>மௌனமும் பக்தியும் நிறைந்த சூழலில், தீவிரப் பயிற்சியோடு மாதங்கி சன்னதியில் வழிபாடுகளும் நடைபெறும்.</p><ul><li>மேம்பட்ட பயிற்சிகளுக்கான தீட்சை</li><li>சன்னதியில் வழிபாடுகள்</li><li>தினசரி சுயசிந்தனை</li></ul>',
  '<p><strong>Vision</strong> is a two-day program for clarity of purpose: to see where your life is heading and to walk there with a steady heart.</p><p>It brings the practices of the ashram to everyday goals at work, in study and in family life.</p>':
    '<p><strong>Vision</strong> என்பது வாழ்க்கை நோக்கத்தில் தெளிவு பெறும் இரண்டு நாள் நிகழ்ச்சி: உங்கள் வாழ்க்கை எங்கே செல்கிறது என்று கண்டு, நிலையான மனதுடன் அங்கே நடக்க.</p><p>ஆசிரமத்தின் பயிற்சிகளைப் பணி, படிப்பு, குடும்ப வாழ்க்கை ஆகியவற்றின் அன்றாட இலக்குகளுக்குக் கொண்டு வருகிறது.</p>',

  // testimonials: names as Tamil readers write them, professions, words
  'Ganesh Natarajan': 'கணேஷ் நடராஜன்',
  'Kavya Shankar': 'காவ்யா சங்கர்',
  'Karthik Subramanian': 'கார்த்திக் சுப்பிரமணியன்',
  'Sneha Reddy': 'சினேகா ரெட்டி',
  'Deepa Krishnan': 'தீபா கிருஷ்ணன்',
  'Fathima Begum': 'பாத்திமா பேகம்',
  'Priya Raghavan': 'பிரியா ராகவன்',
  'Suresh Kumar': 'சுரேஷ் குமார்',
  'Vignesh Murugan': 'விக்னேஷ் முருகன்',
  'Rahul Iyer': 'ராகுல் ஐயர்',
  'Anitha Prakash': 'அனிதா பிரகாஷ்',
  'Arjun Menon': 'அர்ஜுன் மேனன்',
  'Lakshmi Narayanan': 'லட்சுமி நாராயணன்',
  'Saraswathi Venkatesan': 'சரஸ்வதி வெங்கடேசன்',
  'Venkatesh Rao': 'வெங்கடேஷ் ராவ்',
  'Geetha Balaji': 'கீதா பாலாஜி',
  'Meenakshi Sundaram': 'மீனாட்சி சுந்தரம்',
  'Shalini Gupta': 'ஷாலினி குப்தா',
  'Hari Prasad': 'ஹரி பிரசாத்',
  'Joseph Thomas': 'ஜோசப் தாமஸ்',
  'Mohammed Irfan': 'முகமது இர்ஃபான்',
  'Balasubramaniam K': 'பாலசுப்பிரமணியம் க.',
  'Ramesh Chandran': 'ரமேஷ் சந்திரன்',
  ...Object.fromEntries(
    ['Designer', 'Engineer', 'Chartered Accountant', 'NGO/ Charity Careers', 'Legal profession', 'Homemaker', 'Management Consultant', 'Teacher',
     'Scientist', 'Govt employee', 'Merchant Navy', 'Student', 'Medical Industry', 'Artist', 'Private sector employee', 'Management Professional',
     'IT professional', 'Business'].map((p) => [p, OPTION_LABELS_TA[p]!]),
  ),
  'After Ulchemy I sleep well for the first time in years, and my classroom feels calmer too.':
    'Ulchemy-க்குப் பிறகு பல ஆண்டுகளில் முதல்முறையாக நன்றாகத் தூங்குகிறேன்; என் வகுப்பறையும் அமைதியாகிவிட்டது.',
  'The rituals at the shrine moved me more than I can put into words.': 'சன்னதியில் நடந்த வழிபாடுகள் சொல்லில் அடங்காத அளவுக்கு என்னை நெகிழச் செய்தன.',
  'I chose my course of study after Vision, with confidence instead of confusion.': 'Vision-க்குப் பிறகு குழப்பமின்றி, நம்பிக்கையுடன் என் படிப்பைத் தேர்ந்தெடுத்தேன்.',
  'A pilgrimage with prayer at its centre. Every temple felt like coming home.': 'பிரார்த்தனையை மையமாகக் கொண்ட யாத்திரை. ஒவ்வொரு கோயிலும் வீடு திரும்பியது போல் இருந்தது.',
  'Simple practices, explained with great patience. I still do them every morning.': 'மிகப் பொறுமையுடன் விளக்கப்பட்ட எளிய பயிற்சிகள். இன்றும் ஒவ்வொரு காலையும் செய்கிறேன்.',
  'Karmayogam taught me to work without worrying about the result.': 'பலனைப் பற்றிக் கவலைப்படாமல் உழைக்க Karmayogam கற்றுத் தந்தது.',
  'Ten days of silence sounded impossible. It became the most restful time of my life.': 'பத்து நாள் மௌனம் முடியாத காரியம் என்று நினைத்தேன். அதுவே என் வாழ்வின் மிக நிம்மதியான நாட்களாயின.',
  'Having been at sea for years, I have never known such stillness on land.': 'பல ஆண்டுகள் கடலில் கழித்த எனக்கு, கரையில் இப்படி ஓர் அமைதி கிடைத்ததே இல்லை.',
  'Intense, demanding and full of grace. I understood why it is called Divija.': 'தீவிரமானது, கடினமானது, அருள் நிறைந்தது. இதை ஏன் Divija என்கிறார்கள் என்று புரிந்தது.',
  'Two practical days. My team noticed the difference within a week.': 'நடைமுறைக்கு உகந்த இரண்டு நாட்கள். ஒரு வாரத்துக்குள் என் குழுவினரே மாற்றத்தைக் கவனித்தார்கள்.',
  'Serving at the gurukulam kitchen was meditation in action.': 'குருகுலச் சமையலறையில் செய்த சேவை செயலில் தியானமாக இருந்தது.',
  'I came for my husband and stayed for myself. Three days that changed our home.': 'கணவருக்காக வந்தேன், எனக்காகவே தங்கினேன். எங்கள் வீட்டையே மாற்றிய மூன்று நாட்கள்.',
  'Divija truly felt like a second birth. Old fears simply lost their grip.': 'Divija உண்மையிலேயே இரண்டாம் பிறப்பாக இருந்தது. பழைய அச்சங்கள் பிடியை இழந்தன.',
  'Planting trees with strangers who became friends: seva is its own reward.': 'அறிமுகமில்லாதவர்களுடன் மரம் நட்டோம், அவர்கள் நண்பர்களானார்கள்: சேவையே அதன் பரிசு.',
  'I came with my whole family. The children still talk about it.': 'முழுக் குடும்பத்துடன் வந்தேன். குழந்தைகள் இன்னும் அதைப் பற்றிப் பேசுகிறார்கள்.',
  'Five days away from the phone showed me how much noise I carried. I left lighter.': 'கைபேசியின்றி ஐந்து நாட்கள், எவ்வளவு இரைச்சலைச் சுமந்திருந்தேன் என்று காட்டியது. இலகுவான மனதுடன் திரும்பினேன்.',
  'Staying awake through the great night, chanting with thousands, was unforgettable.': 'ஆயிரக்கணக்கானோருடன் ஜபித்தபடி மகா இரவு முழுதும் விழித்திருந்தது மறக்க முடியாதது.',
  'Travelling as a seeker and not as a tourist changed how I see every journey.': 'சுற்றுலாப் பயணியாக அல்ல, தேடலாளராகப் பயணித்தது ஒவ்வொரு பயணத்தையும் நான் பார்க்கும் விதத்தையே மாற்றியது.',
  'The music, the lamps and the silence before dawn: the song of Shiva indeed.': 'இசை, தீபங்கள், விடியலுக்கு முந்தைய மௌனம்: உண்மையிலேயே சிவனின் பாடல்.',
  'The residential setting and the personal guidance made the practices my own.': 'தங்கிப் பயின்ற சூழலும் தனிப்பட்ட வழிகாட்டுதலும் பயிற்சிகளை என்னுடையவையாக்கின.',
  'Vision gave me a clear plan and, more importantly, the calm to follow it.': 'Vision எனக்குத் தெளிவான திட்டத்தையும், அதைவிட முக்கியமாக, அதைப் பின்பற்றும் அமைதியையும் தந்தது.',
  'A deep and gentle program. The evening satsangs were the heart of it for me.': 'ஆழமான, மென்மையான நிகழ்ச்சி. எனக்கு மாலைச் சத்சங்கங்களே அதன் இதயம்.',
  'In the silence I finally heard myself. Kaivalya is a gift.': 'மௌனத்தில் இறுதியாக என்னையே கேட்டேன். Kaivalya ஒரு வரம்.',
};

/** The Tamil of a demo text; undefined when it has none (the test lists those). */
const tamilOf = (english: string): string | undefined => DEMO_TAMIL[english];

/**
 * Fills the Tamil twin of every visitor-read column where it is still empty, from the English
 * value beside it (arrays element by element). Runs inside the demo seed's transaction.
 */
export async function fillDemoTamil(q: Queryable): Promise<void> {
  for (const [table, columns] of Object.entries(VISITOR_TEXT_COLUMNS)) {
    for (const column of columns) {
      const rows = await q.query<{ id: number; value: string | string[] | null }>(
        `SELECT id, ${column} AS value FROM ${table} WHERE ${column}_ta IS NULL AND ${column} IS NOT NULL`,
      );
      for (const { id, value } of rows) {
        const tamil = Array.isArray(value) ? translateAll(value) : value && tamilOf(value);
        if (tamil) await q.query(`UPDATE ${table} SET ${column}_ta = $2 WHERE id = $1`, [id, tamil]);
      }
    }
  }
}

/** An array's Tamil when every element has one (a half-Tamil list would read oddly). */
function translateAll(values: string[]): string[] | undefined {
  const out = values.map(tamilOf);
  return out.every((v): v is string => v !== undefined) ? out : undefined;
}
