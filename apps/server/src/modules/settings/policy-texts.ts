import type { PolicyPage } from '@portal/contract/settings';

/**
 * The policy pages' starting texts (what the site showed before the owner could edit them), in
 * English and Tamil. A policy never saved in the back office shows these; once the owner saves
 * one, the stored text is shown instead (settings/service.ts).
 */
export const STARTING_POLICIES: Record<PolicyPage, { en: string; ta: string }> = {
  privacy: {
    en: `<p>The Matangi Foundation (“the foundation”, “we”) respects your privacy. This policy explains what personal data we collect through this website, why we collect it, and how we keep it safe.</p>
<h2>What we collect</h2>
<ul>
<li>Account details you give us: name, mobile number, email, date of birth, gender, marital status, address, education, profession and how you came to know us.</li>
<li>For program registrations: the details each program form asks for, which may include health information you choose to share so that volunteers can care for you.</li>
<li>For donations and program payments: the amount, the purpose and, when you want an 80G receipt, your PAN number.</li>
<li>Messages you send us through the contact and volunteer forms.</li>
</ul>
<p>Card, UPI and bank details are entered on the payment gateway’s own page. They never reach our servers and we do not store them.</p>
<h2>Why we use it</h2>
<ul>
<li>To register you for programs and events, and to tell you about them.</li>
<li>To issue receipts and invoices, including the 80G receipt for a donation.</li>
<li>To answer your messages and to arrange volunteering.</li>
<li>To keep your account secure.</li>
</ul>
<h2>Who sees it</h2>
<p>Your personal data is protected: we do not sell, rent or trade it, and we share it only with the payment gateway, SMS and email services that carry out a request you made, or when the law requires us to.</p>
<h2>How we keep it</h2>
<p>Passwords are stored only as secure hashes. Your session is kept in your browser’s local storage until you log out. We keep registration and donation records for as long as the law on receipts and accounts requires, and other data only as long as your account is active.</p>
<h2>Your choices</h2>
<p>You can see and correct your details on your profile at any time. You can ask us to delete your account and the data we do not need to keep by law by writing to us.</p>`,
    ta: `<p>மாதங்கி அறக்கட்டளை (“அறக்கட்டளை”, “நாங்கள்”) உங்கள் தனியுரிமையை மதிக்கிறது. இந்த இணையதளத்தின் வழியாக நாங்கள் என்ன தனிப்பட்ட தகவல்களைச் சேகரிக்கிறோம், ஏன் சேகரிக்கிறோம், அவற்றை எப்படிப் பாதுகாப்பாக வைத்திருக்கிறோம் என்பதை இந்தக் கொள்கை விளக்குகிறது.</p>
<h2>நாங்கள் சேகரிப்பவை</h2>
<ul>
<li>நீங்கள் தரும் கணக்கு விவரங்கள்: பெயர், கைபேசி எண், மின்னஞ்சல், பிறந்த தேதி, பாலினம், திருமண நிலை, முகவரி, கல்வி, தொழில், எங்களைப் பற்றி எப்படி அறிந்தீர்கள் என்பது.</li>
<li>நிகழ்ச்சிப் பதிவுகளுக்கு: ஒவ்வொரு நிகழ்ச்சிப் படிவமும் கேட்கும் விவரங்கள்; தன்னார்வலர்கள் உங்களைக் கவனித்துக்கொள்ள நீங்கள் பகிர விரும்பும் உடல்நலத் தகவல்களும் இதில் அடங்கலாம்.</li>
<li>காணிக்கைகளுக்கும் நிகழ்ச்சிக் கட்டணங்களுக்கும்: தொகை, நோக்கம், 80G ரசீது வேண்டுமெனில் உங்கள் PAN எண்.</li>
<li>தொடர்பு மற்றும் தன்னார்வலர் படிவங்கள் வழியாக நீங்கள் அனுப்பும் செய்திகள்.</li>
</ul>
<p>அட்டை, UPI, வங்கி விவரங்கள் கட்டண நுழைவாயிலின் சொந்தப் பக்கத்திலேயே உள்ளிடப்படுகின்றன. அவை எங்கள் சேவையகங்களை ஒருபோதும் அடைவதில்லை; நாங்கள் அவற்றைச் சேமிப்பதும் இல்லை.</p>
<h2>ஏன் பயன்படுத்துகிறோம்</h2>
<ul>
<li>உங்களை நிகழ்ச்சிகளிலும் நிகழ்வுகளிலும் பதிவு செய்யவும், அவை பற்றி உங்களுக்குத் தெரிவிக்கவும்.</li>
<li>காணிக்கைக்கான 80G ரசீது உட்பட ரசீதுகளையும் விலைப்பட்டியல்களையும் வழங்க.</li>
<li>உங்கள் செய்திகளுக்குப் பதிலளிக்கவும், தன்னார்வப் பணியை ஏற்பாடு செய்யவும்.</li>
<li>உங்கள் கணக்கைப் பாதுகாப்பாக வைத்திருக்க.</li>
</ul>
<h2>யார் பார்க்கிறார்கள்</h2>
<p>உங்கள் தனிப்பட்ட தகவல்கள் பாதுகாக்கப்படுகின்றன: நாங்கள் அவற்றை விற்பதோ, வாடகைக்கு விடுவதோ, பரிமாறுவதோ இல்லை. நீங்கள் கேட்ட ஒரு சேவையைச் செய்யும் கட்டண நுழைவாயில், SMS, மின்னஞ்சல் சேவைகளுடன் மட்டுமே, அல்லது சட்டம் கோரும்போது மட்டுமே அவற்றைப் பகிர்கிறோம்.</p>
<h2>எப்படி வைத்திருக்கிறோம்</h2>
<p>கடவுச்சொற்கள் பாதுகாப்பான ஹாஷ் வடிவில் மட்டுமே சேமிக்கப்படுகின்றன. நீங்கள் வெளியேறும் வரை உங்கள் அமர்வு உங்கள் உலாவியின் உள்ளூர் சேமிப்பில் இருக்கும். ரசீதுகள், கணக்குகள் பற்றிய சட்டம் கோரும் காலம் வரை பதிவு, காணிக்கைப் பதிவுகளை வைத்திருப்போம்; மற்ற தகவல்களை உங்கள் கணக்கு செயலில் இருக்கும் வரை மட்டுமே வைத்திருப்போம்.</p>
<h2>உங்கள் தேர்வுகள்</h2>
<p>உங்கள் சுயவிவரத்தில் உங்கள் விவரங்களை எப்போது வேண்டுமானாலும் பார்த்துத் திருத்தலாம். உங்கள் கணக்கையும், சட்டப்படி நாங்கள் வைத்திருக்க வேண்டிய அவசியமில்லாத தகவல்களையும் நீக்குமாறு எங்களுக்கு எழுதிக் கேட்கலாம்.</p>`,
  },
  refund: {
    en: `<p>Every payment made to the Matangi Foundation, for a program registration, an event or a donation, is a donation to a non-profit foundation.</p>
<h2>No refunds or cancellations</h2>
<ul>
<li>There are no refunds or cancellations of donations or program registrations.</li>
<li>Donations are non-refundable and non-transferable: a registration cannot be moved to another person.</li>
<li>If you cannot attend, please contact us; where a later batch of the same program has seats, we will try to help.</li>
</ul>
<h2>Tax exemption</h2>
<p>Donations are eligible for a 50% tax exemption under section 80G(5)(vi) of the Income Tax Act, 1961. A PAN number is needed to claim it; please give it when you pay so that it appears on your receipt.</p>
<h2>Failed or duplicate payments</h2>
<p>If your account was debited but the payment shows as failed, or you were charged twice for one payment, the bank or the payment gateway returns the extra amount by its own process. Write to us with the transaction id and we will follow it up with them.</p>`,
    ta: `<p>நிகழ்ச்சிப் பதிவு, நிகழ்வு அல்லது காணிக்கை என, மாதங்கி அறக்கட்டளைக்குச் செலுத்தப்படும் ஒவ்வொரு தொகையும் ஒரு இலாப நோக்கற்ற அறக்கட்டளைக்கு வழங்கும் நன்கொடையாகும்.</p>
<h2>பணத்திரும்பலும் ரத்தும் இல்லை</h2>
<ul>
<li>நன்கொடைகளுக்கும் நிகழ்ச்சிப் பதிவுகளுக்கும் பணத்திரும்பலோ ரத்தோ இல்லை.</li>
<li>நன்கொடைகள் திருப்பித் தரப்படாதவை, மாற்றித் தர இயலாதவை: ஒரு பதிவை வேறொருவருக்கு மாற்ற முடியாது.</li>
<li>உங்களால் கலந்துகொள்ள முடியாவிட்டால் எங்களைத் தொடர்புகொள்ளுங்கள்; அதே நிகழ்ச்சியின் பிந்தைய குழுவில் இடம் இருந்தால் உதவ முயல்வோம்.</li>
</ul>
<h2>வரிவிலக்கு</h2>
<p>வருமான வரிச் சட்டம், 1961 இன் பிரிவு 80G(5)(vi) இன் கீழ் நன்கொடைகளுக்கு 50% வரிவிலக்கு உண்டு. அதைப் பெற PAN எண் தேவை; உங்கள் ரசீதில் இடம்பெற, செலுத்தும்போதே அதைத் தாருங்கள்.</p>
<h2>தோல்வியடைந்த அல்லது இருமுறை செலுத்திய தொகைகள்</h2>
<p>உங்கள் கணக்கில் பணம் கழிக்கப்பட்டும் கட்டணம் தோல்வி எனக் காட்டினால், அல்லது ஒரே கட்டணத்துக்கு இருமுறை பணம் எடுக்கப்பட்டால், வங்கி அல்லது கட்டண நுழைவாயில் தன் நடைமுறைப்படி கூடுதல் தொகையைத் திருப்பித் தரும். பரிவர்த்தனை எண்ணுடன் எங்களுக்கு எழுதுங்கள்; நாங்கள் அவர்களிடம் தொடர்ந்து விசாரிப்போம்.</p>`,
  },
  disclaimer: {
    en: `<p>The information on this website is offered in good faith for seekers and devotees. We take care to keep it accurate and current, but program dates, places and details may change; the confirmation you receive on registration is what counts.</p>
<h2>Programs and practices</h2>
<p>The programs involve physical and mental exertion. They are not a substitute for medical or psychological advice or treatment. By registering you take part at your own risk and confirm that the health information you give is accurate and complete. If you are under medical care, please consult your doctor before attending.</p>
<h2>Payments</h2>
<p>Every payment is a donation: it is non-refundable and non-transferable, and there are no refunds or cancellations. Donations are eligible for a 50% tax exemption under section 80G(5)(vi) of the Income Tax Act, 1961, subject to the law in force; a PAN number is needed to claim it.</p>
<h2>Your data</h2>
<p>Your personal data is protected: we use it only to serve you and never sell it. See our Privacy Policy for details.</p>
<h2>Other websites</h2>
<p>Links to other websites, shops, video and audio platforms are given for your convenience. The foundation is not responsible for their content or their practices.</p>`,
    ta: `<p>இந்த இணையதளத்தில் உள்ள தகவல்கள் தேடுபவர்களுக்கும் பக்தர்களுக்கும் நல்லெண்ணத்துடன் வழங்கப்படுகின்றன. அவற்றைச் சரியாகவும் புதுப்பித்தும் வைக்கக் கவனம் செலுத்துகிறோம்; ஆனால் நிகழ்ச்சித் தேதிகள், இடங்கள், விவரங்கள் மாறலாம். பதிவு செய்யும்போது நீங்கள் பெறும் உறுதிப்படுத்தலே இறுதியானது.</p>
<h2>நிகழ்ச்சிகளும் பயிற்சிகளும்</h2>
<p>நிகழ்ச்சிகளில் உடல் மற்றும் மன உழைப்பு உண்டு. அவை மருத்துவ அல்லது உளவியல் ஆலோசனைக்கோ சிகிச்சைக்கோ மாற்று அல்ல. பதிவு செய்வதன் மூலம் உங்கள் சொந்தப் பொறுப்பில் பங்கேற்கிறீர்கள் என்பதையும், நீங்கள் தரும் உடல்நலத் தகவல்கள் சரியானவை, முழுமையானவை என்பதையும் உறுதிப்படுத்துகிறீர்கள். நீங்கள் மருத்துவ சிகிச்சையில் இருந்தால், கலந்துகொள்ளும் முன் உங்கள் மருத்துவரை அணுகுங்கள்.</p>
<h2>கட்டணங்கள்</h2>
<p>ஒவ்வொரு கட்டணமும் நன்கொடையே: அது திருப்பித் தரப்படாதது, மாற்றித் தர இயலாதது; பணத்திரும்பலோ ரத்தோ இல்லை. நடைமுறையில் உள்ள சட்டத்துக்கு உட்பட்டு, வருமான வரிச் சட்டம், 1961 இன் பிரிவு 80G(5)(vi) இன் கீழ் நன்கொடைகளுக்கு 50% வரிவிலக்கு உண்டு; அதைப் பெற PAN எண் தேவை.</p>
<h2>உங்கள் தகவல்கள்</h2>
<p>உங்கள் தனிப்பட்ட தகவல்கள் பாதுகாக்கப்படுகின்றன: உங்களுக்குச் சேவை செய்ய மட்டுமே அவற்றைப் பயன்படுத்துகிறோம், ஒருபோதும் விற்பதில்லை. விவரங்களுக்கு எங்கள் தனியுரிமைக் கொள்கையைப் பாருங்கள்.</p>
<h2>பிற இணையதளங்கள்</h2>
<p>பிற இணையதளங்கள், கடைகள், காணொளி மற்றும் ஒலித் தளங்களுக்கான இணைப்புகள் உங்கள் வசதிக்காகத் தரப்படுகின்றன. அவற்றின் உள்ளடக்கத்துக்கோ நடைமுறைகளுக்கோ அறக்கட்டளை பொறுப்பல்ல.</p>`,
  },
};

/**
 * The documents' own sentences until the owner edits them in Site settings: a program fee is not
 * a donation (its invoice claims no 80G exemption), and refunds are made where the foundation's
 * policy allows them — the portal records refunds, so no document says "non-refundable".
 */
export const STARTING_DOCUMENT_TEXTS = {
  invoice_footer: {
    en: 'This is a program fee, not a donation: no tax-exemption receipt is issued for it.',
    ta: 'இது நிகழ்ச்சிக் கட்டணம், நன்கொடை அல்ல: இதற்கு வரிவிலக்கு ரசீது வழங்கப்படாது.',
  },
  refund_wording: {
    en: 'Refunds and cancellations follow the foundation’s Refund and Cancellation Policy on its website.',
    ta: 'பணத்திரும்பலும் ரத்தும் அறக்கட்டளையின் இணையதளத்தில் உள்ள பணத்திரும்பல் மற்றும் ரத்துக் கொள்கையின்படி நடைபெறும்.',
  },
} as const;
