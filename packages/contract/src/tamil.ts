import type { Lang } from './languages.ts';
import { TAMIL_REVIEWS } from './tamil-reviews.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { CATALOG_MESSAGES } from './catalog.ts';
import { DONATION_CATEGORY_LABELS, DONATION_MESSAGES, NATIONALITY_LABELS, type DonationCategory, type Nationality } from './donations.ts';
import { CONTACT_MESSAGES } from './contact.ts';
import { GALLERY_MESSAGES } from './gallery.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { PROGRAM_FORM_MESSAGES } from './program-forms.ts';
import { EVENT_STATUS_LABELS, PAY_STATUS_LABELS, REGISTRATION_MESSAGES, type EventStatus, type PayStatus } from './registrations.ts';
import { SEAT_MESSAGES } from './seats.ts';
import { WAITLIST_MESSAGES } from './waitlist.ts';
import { WAITING_ROOM_MESSAGES } from './waiting-room.ts';
import { TICKET_TYPE_MESSAGES } from './ticket-types.ts';
import { QUESTION_MESSAGES } from './questions.ts';
import { DISCOUNT_CODE_MESSAGES, DISCOUNT_KIND_LABELS } from './discount-codes.ts';
import { BROADCAST_AUDIENCE_LABELS, BROADCAST_CHANNEL_LABELS, BROADCAST_MESSAGES, BROADCAST_STATE_LABELS } from './broadcasts.ts';
import { BULK_ACTION_LABELS, BULK_MESSAGES, BULK_STATE_LABELS } from './bulk-actions.ts';
import { EVENT_FIELD_MESSAGES } from './event-money.ts';
import { SETTINGS_LABELS, SETTINGS_MESSAGES } from './settings.ts';
import { TICKET_TEXTS } from './tickets.ts';
import { CONTENT_MESSAGES } from './admin-content.ts';
import { OFFLINE_METHOD_LABELS, PAYMENT_STATE_LABELS, SEAT_STATE_LABELS, type OfflineMethod, type PaymentState, type SeatState } from './admin-registrations.ts';
import { DONATION_ACCOUNT_LABELS, DONATION_MODE_LABELS, type DonationAccount, type DonationMode } from './admin-donations.ts';
import { DONATION_TYPE_10BD_LABELS, FORM_10BE_TEXTS, ID_CODE_10BD_LABELS, RECEIPT_MODE_10BD_LABELS, TAX_MESSAGES } from './admin-tax.ts';
import { GALLERY_ADMIN_MESSAGES } from './admin-gallery.ts';
import { MESSAGE_KIND_LABELS } from './admin-messages.ts';
import { MESSAGE_TEXT_MESSAGES } from './message-texts.ts';
import { DESK_MESSAGES, DESK_PAYMENT_LABELS, type DeskPayment } from './admin-desk.ts';
import { RECEIPT_MESSAGES, RECEIPT_STATUS_LABELS, type ReceiptStatus } from './admin-receipts.ts';
import { ATTEMPT_STATUS_LABELS, PAYMENT_PURPOSE_LABELS, REFUND_METHOD_LABELS, type RefundMethod } from './admin-payments.ts';
import { GENDERS, MARITAL_STATUSES, PROFESSIONS, SALUTATIONS, SOURCES } from './accounts.ts';
import { DIVIJA_ACCOMODATION, KAIVALYA_ACCOMODATION, YES_NO } from './program-forms.ts';

/**
 * The Tamil twin of every text a person reads that the contract owns: the spec's messages (whose
 * English stays exactly as the spec quotes it), the server's own messages, statuses and option
 * lists. Each table is keyed like its English catalogue, so a missing Tamil text is a type error
 * and a failing test (tamil.test.ts). Program names stay as the foundation writes them.
 */

export const MESSAGES_TA: Record<MessageKey, string> = {
  required: 'இந்தப் புலம் கட்டாயம்!',
  invalidMobile: 'சரியான கைபேசி எண்ணை உள்ளிடவும்',
  invalidEmail: 'இது சரியான மின்னஞ்சல் முகவரி அல்ல.',
  passwordLength: 'கடவுச்சொல் 6 முதல் 40 எழுத்துகள் வரை இருக்க வேண்டும்.',
  invalidNumber: 'சரியான எண்ணை உள்ளிடவும்',
  invalidContactNumber: 'இது சரியான எண் அல்ல.',
  acceptTerms: 'விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்றுக்கொள்ளவும்',
  passwordMismatch: 'கடவுச்சொல்லும் உறுதிப்படுத்திய கடவுச்சொல்லும் பொருந்தவில்லை',
  controlCharacters: 'கட்டுப்பாட்டு எழுத்துகள் இருக்கக் கூடாது',
  updateProfile: 'உங்கள் சுயவிவரத்தைப் புதுப்பிக்கவும்',
  contactNumber: 'கீழே உள்ள எண்ணைத் தொடர்பு கொள்ளவும்',
  loginToFavourite: 'விருப்பப் பட்டியலில் சேர்க்க உள்நுழையவும்',
  loginToProceed: 'தொடர உள்நுழையவும்',
  registered: 'வெற்றிகரமாகப் பதிவு செய்யப்பட்டது',
  updated: 'வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.',
  linkCopied: 'இணைப்பு நகலெடுக்கப்பட்டது',
  passwordReset: 'கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது',
  feedbackUpdated: 'உங்கள் கருத்து வெற்றிகரமாகப் பதிவானது',
  registrationUpdated: 'பதிவு விவரங்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன',
  mediaAdded: 'விருப்பப் பட்டியலில் சேர்க்கப்பட்டது',
  mediaRemoved: 'விருப்பப் பட்டியலிலிருந்து நீக்கப்பட்டது',
  eventAdded: 'நிகழ்வு விருப்பப் பட்டியலில் சேர்க்கப்பட்டது',
  eventRemoved: 'நிகழ்வு விருப்பப் பட்டியலிலிருந்து நீக்கப்பட்டது',
  comingSoon: 'விரைவில் வருகிறது',
  noUpcomingEvents: 'வரவிருக்கும் நிகழ்வுகள் எதுவும் இல்லை',
  searchResult: 'தேடல் முடிவுகள்...',
  noRecords: 'பதிவுகள் எதுவும் இல்லை',
  noVideo: 'காணொளிகள் எதுவும் இல்லை',
  noAudio: 'ஒலிப்பதிவுகள் எதுவும் இல்லை',
  noEvents: 'நிகழ்வுகள் எதுவும் இல்லை',
  pleaseRegister: 'தொடர பதிவு செய்யவும்',
  pleaseWait: 'சற்றுக் காத்திருக்கவும்...',
  loginFailed: 'கைபேசி எண் அல்லது கடவுச்சொல் தவறு',
  loggedIn: 'வெற்றிகரமாக உள்நுழைந்தீர்கள்',
  loggedOut: 'வெளியேறிவிட்டீர்கள்',
  sessionExpired: 'உங்கள் அமர்வு முடிந்துவிட்டது. மீண்டும் உள்நுழையவும்.',
  mobileTaken: 'இந்தக் கைபேசி எண் ஏற்கனவே பதிவு செய்யப்பட்டுள்ளது',
  otpSent: 'உங்கள் கைபேசி எண்ணுக்கு OTP அனுப்பப்பட்டது',
  otpInvalid: 'OTP தவறானது அல்லது காலாவதியானது',
  otpTooManyTries: 'பலமுறை தவறாக முயன்றுவிட்டீர்கள். புதிய OTP கோரவும்',
  tooManyRequests: 'அதிகமான கோரிக்கைகள். சிறிது நேரம் கழித்து முயலவும்',
  notFound: 'கிடைக்கவில்லை',
  serverError: 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்',
  invalidRequest: 'தவறான கோரிக்கை',
  bodyTooDeep: 'கோரிக்கை மிக ஆழமாக அடுக்கப்பட்டுள்ளது',
  hiddenCharacters: 'கண்ணுக்குத் தெரியாத அல்லது எழுத்துத் திசையை மாற்றும் எழுத்துகள் இருக்கக் கூடாது',
  fileTooLarge: 'கோப்பு மிகப் பெரியது',
  imageInvalid: 'JPEG, PNG அல்லது WebP படத்தைப் பதிவேற்றவும்',
  devToolsLocalOnly: 'மேம்பாட்டுக் கருவிகள் சர்வர் இயங்கும் கணினியில் மட்டுமே பதிலளிக்கும்',
  imageTooManyPixels: 'படம் மிகப் பெரியது: அதிகபட்சம் 25 மெகாபிக்சல்',
  mobileChangeSeparately: 'கைபேசி எண்ணை மாற்ற, "கைபேசி எண்ணை மாற்று" என்பதைப் பயன்படுத்தவும்',
  passwordWrong: 'தற்போதைய கடவுச்சொல் சரியல்ல',
  sameMobile: 'இது ஏற்கனவே உங்கள் கைபேசி எண்',
  mobileOtpSent: 'புதிய கைபேசி எண்ணுக்கு OTP அனுப்பப்பட்டது',
  mobileChanged: 'கைபேசி எண் மாற்றப்பட்டது. மற்ற சாதனங்களிலிருந்து வெளியேற்றப்பட்டது',
  serverBusy: 'தளம் தற்போது பரபரப்பாக உள்ளது. சிறிது நேரம் கழித்து மீண்டும் முயலவும்',
  mustBeText: 'உரையாக இருக்க வேண்டும்',
  dateFormat: 'தேதியை YYYY-MM-DD வடிவில் உள்ளிடவும்',
  invalidDate: 'இது சரியான தேதி அல்ல',
  futureDate: 'தேதி எதிர்காலத்தில் இருக்கக் கூடாது',
  chooseMediaType: 'அனைத்தும், காணொளி அல்லது ஒலி என்பதைத் தேர்ந்தெடுக்கவும்',
  mediaNotFound: 'ஊடகம் கிடைக்கவில்லை',
  unknownJob: 'தெரியாத பணி',
  databaseUnavailable: 'தரவுத்தளம் கிடைக்கவில்லை',
  // the back office
  staffLoginFailed: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு',
  staffDisabled: 'இந்தப் பணியாளர் கணக்கு முடக்கப்பட்டுள்ளது',
  staffSessionExpired: 'உங்கள் நிர்வாக அமர்வு முடிந்தது. மீண்டும் உள்நுழையவும்.',
  staffForbidden: 'உங்கள் பொறுப்புக்கு இந்தப் பக்கம் அல்லது செயல் அனுமதிக்கப்படவில்லை',
  staffFieldNotChangeable: 'இந்தப் புலத்தை இங்கே மாற்ற முடியாது',
  staffLoggedIn: 'உள்நுழைந்தீர்கள்',
  staffLoggedOut: 'வெளியேறினீர்கள்',
  staffOtpRequired: 'அங்கீகரிப்புச் செயலியில் உள்ள 6 இலக்கக் குறியீட்டை உள்ளிடவும்',
  staffOtpInvalid: 'குறியீடு தவறு',
  staffOtpEnrol: 'தொடர, அங்கீகரிப்புச் செயலியுடன் இரு-படி உள்நுழைவை அமைக்கவும்',
  staffOtpEnabled: 'இரு-படி உள்நுழைவு இயக்கப்பட்டுள்ளது',
  staffOtpReset: 'இரு-படி உள்நுழைவு மீட்டமைக்கப்பட்டது; அடுத்த உள்நுழைவில் மீண்டும் அமைக்கப்படும்',
  staffPasswordChange: 'தொடர உங்கள் சொந்தக் கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
  staffPasswordChanged: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
  staffPasswordLength: 'கடவுச்சொல் 10 முதல் 200 எழுத்துகள் வரை இருக்க வேண்டும்',
  staffPasswordSame: 'தற்போதையதிலிருந்து வேறுபட்ட கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
  staffEmailTaken: 'இந்த மின்னஞ்சலுடன் ஒரு பணியாளர் கணக்கு ஏற்கனவே உள்ளது',
  staffCreated: 'பணியாளர் கணக்கு உருவாக்கப்பட்டது',
  staffInvited: 'அழைப்பு மின்னஞ்சலில் அனுப்பப்பட்டது',
  staffUpdated: 'பணியாளர் கணக்கு புதுப்பிக்கப்பட்டது',
  staffLastOwner: 'கடைசி செயலில் உள்ள உரிமையாளரை முடக்கவோ பொறுப்பைக் குறைக்கவோ முடியாது',
  staffSelf: 'உங்கள் சொந்தக் கணக்கை நீங்கள் முடக்க முடியாது',
  staffLinkInvalid: 'இந்த இணைப்பு செல்லாது அல்லது காலாவதியாகிவிட்டது',
  staffResetSent: 'இந்த மின்னஞ்சல் ஒரு பணியாளர் கணக்கினுடையதாக இருந்தால், புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க ஒரு இணைப்பு அனுப்பப்பட்டுள்ளது',
  staffSetupOnly: 'முதலில் உள்நுழைவை நிறைவு செய்யவும்',
  staffPasswordSet: 'உங்கள் கடவுச்சொல் அமைக்கப்பட்டது. இப்போது உள்நுழையலாம்.',
  staffEnabled: 'பணியாளர் கணக்கு இயக்கப்பட்டது',
  staffSetupFinished: 'நீங்கள் ஏற்கனவே உள்நுழைந்துள்ளீர்கள்: உங்கள் கணக்குப் பக்கத்தில் கடவுச்சொல்லையோ அங்கீகரிப்புச் செயலியையோ மாற்றவும்',
  staffCurrentPasswordWrong: 'தற்போதைய கடவுச்சொல் தவறு',
  staffCurrentCodeNeeded: 'தற்போதைய அங்கீகரிப்புச் செயலியின் குறியீட்டையோ ஒரு மீட்புக் குறியீட்டையோ உள்ளிடவும்',
  staffOwnOtpReset: 'உங்கள் சொந்த இரு-படி உள்நுழைவை மீட்டமைக்க, அங்கீகரிப்புச் செயலியின் குறியீட்டையோ ஒரு மீட்புக் குறியீட்டையோ உள்ளிடவும்',
  staffOwnerPasswordNeeded: 'ஒருவரை உரிமையாளராக்க, உங்கள் சொந்தத் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்',
  staffOtpNotStarted: 'புதிய அங்கீகரிப்புச் செயலியை அமைப்பதை மீண்டும் தொடங்கவும்',
  staffCsrfMissing: 'இந்தக் கோரிக்கை நிர்வாகப் பக்கத்திலிருந்து வரவில்லை',
  jobRan: 'பணி இயங்கியது',
  jobFailed: 'பணி தோல்வியடைந்தது',
  jobUnknown: 'இந்தப் பெயரில் பணி எதுவும் இல்லை',
  backupTaken: 'காப்புப்பிரதி எடுக்கப்பட்டது',
  backupRunning: 'இப்போது ஒரு காப்புப்பிரதி எடுக்கப்படுகிறது: அது முடியும் வரை காத்திருக்கவும்',
  backupFailed: 'காப்புப்பிரதி தோல்வியடைந்தது',
  backupUnknown: 'இந்த எண்ணுடன் காப்புப்பிரதி எதுவும் இல்லை',
  backupGone: 'இந்தக் காப்புப்பிரதி நீக்கப்பட்டது (காப்புப்பிரதிகள் வைக்கப்படும் நாட்களை விடப் பழையது)',
  staffOtpRolesSaved: 'இந்தப் பொறுப்புக்கான இரு-படி உள்நுழைவு சேமிக்கப்பட்டது',
  staffOtpOwnerAlways: 'உரிமையாளர்கள் எப்போதும் இரு-படி உள்நுழைவுடன் நுழைவார்கள்: இதை நிறுத்த முடியாது',
  translationSaved: 'தமிழ் உரை சேமிக்கப்பட்டது: ஒரு நிமிடத்துக்குள் தளத்தில் தெரியும்',
  translationRestored: 'இயல்புநிலைத் தமிழ் உரை திரும்ப வந்தது: ஒரு நிமிடத்துக்குள் தளத்தில் தெரியும்',
  translationUnknownKey: 'இந்தக் குறியுடன் இடைமுக அல்லது செய்தி உரை எதுவும் இல்லை',
  translationNoOverride: 'இந்த உரைக்கு நீக்குவதற்கு திருத்தம் எதுவும் இல்லை',
  // the back office's money actions
  adminRegistrationNotFound: 'இந்த எண்ணுடன் பதிவு எதுவும் இல்லை',
  adminMarkedPaid: 'கட்டணம் பதிவு செய்யப்பட்டது',
  adminPayLaterAllowed: 'இந்தப் பதிவுக்கு இனி பின்னர் செலுத்தலாம்',
  adminCancelled: 'பதிவு ரத்து செய்யப்பட்டது',
  adminConfirmationResent: 'உறுதிப்படுத்தல் மீண்டும் அனுப்பப்பட்டது',
  adminCancelledNoPayment: 'இந்தப் பதிவு ரத்து செய்யப்பட்டது: இதற்கு எதிராகக் கட்டணத்தைப் பதிவு செய்ய முடியாது',
  adminNothingDue: 'இந்தப் பதிவுக்கு நிலுவை எதுவும் இல்லை',
  adminMoreThanDue: 'தொகை நிலுவைத் தொகையை விட அதிகம்',
  adminOverCapacity: 'நிகழ்வு நிரம்பியுள்ளது: இந்த இடம் அதன் கொள்ளளவைத் தாண்டச் செய்யும். இருந்தும் வழங்க, கொள்ளளவைத் தாண்டுவதை உறுதிப்படுத்தவும்',
  adminPayLaterRefused: 'எதுவும் செலுத்தப்படாத, ரத்து செய்யப்படாத, இன்னும் உறுதிப்படுத்தப்படாத பதிவுக்கு மட்டுமே பின்னர் செலுத்த அனுமதிக்கலாம்',
  adminAlreadyCancelled: 'இந்தப் பதிவு ஏற்கனவே ரத்து செய்யப்பட்டது',
  adminPaidMoneyChoice: 'பணம் செலுத்தப்பட்டுள்ளது: திருப்பித் தர வேண்டியதா அல்லது இழப்பா என்பதைத் தேர்ந்தெடுக்கவும்',
  adminResendRefused: 'செலுத்தப்பட்ட அல்லது பகுதி செலுத்தப்பட்ட பதிவுக்கு மட்டுமே அனுப்ப வேண்டிய உறுதிப்படுத்தல் உள்ளது',
  adminPaymentDateFuture: 'கட்டணத் தேதி எதிர்காலத்தில் இருக்கக் கூடாது',
  adminPaymentNotFound: 'இந்த எண்ணுடன் கட்டணம் எதுவும் இல்லை',
  adminRecheckOffline: 'இந்தக் கட்டணம் பணியாளர்களால் பதிவு செய்யப்பட்டது: கேட்க வேண்டிய கட்டண நுழைவாயில் இல்லை',
  adminRecheckPaid: 'இந்தக் கட்டணம் ஏற்கெனவே செலுத்தப்பட்டதாக உறுதியாகிவிட்டது: சரிபார்க்க எதுவும் இல்லை',
  adminRechecked: 'கட்டண நுழைவாயிலிடம் கேட்கப்பட்டது; கட்டணத்தின் நிலை காட்டப்பட்டுள்ளபடி உள்ளது',
  adminRecheckNoAnswer: 'கட்டண நுழைவாயில் பதிலளிக்கவில்லை: பின்னர் மீண்டும் முயலவும்',
  adminRefundNotPaid: 'செலுத்தப்பட்ட கட்டணத்தை மட்டுமே திருப்பித் தர முடியும்',
  adminRefundMoreThanPaid: 'இந்தக் கட்டணத்தில் திருப்பித் தர மீதமுள்ளதை விடத் தொகை அதிகம்',
  adminRefundNothingDue: 'இதற்குத் திருப்பித் தர வேண்டியது எதுவும் இல்லை (இழப்பாகக் கருதப்பட்டது அல்லது முழுமையாகச் செலுத்தப்பட்டது)',
  adminRefundMoreThanDue: 'தொகை திருப்பித் தர வேண்டிய தொகையை விட அதிகம்',
  adminRefundRecorded: 'பணம் திருப்பித் தந்தது பதிவு செய்யப்பட்டது',
  adminRefundDateFuture: 'திருப்பித் தந்த தேதி எதிர்காலத்தில் இருக்கக் கூடாது',
  adminDonationRecorded: 'நன்கொடை பதிவு செய்யப்பட்டு, அதன் ரசீதுக்கு எண் வழங்கப்பட்டது',
  adminDonationNotFound: 'இந்த எண்ணுடன் நன்கொடை எதுவும் இல்லை',
  adminDonationDateFuture: 'பெற்ற தேதி எதிர்காலத்தில் இருக்கக் கூடாது',
  adminDonationNoReceipt: 'இந்த நன்கொடைக்கு இன்னும் ரசீது இல்லை: இது செலுத்தப்படவில்லை',
  adminFundUpdated: 'நிதி புதுப்பிக்கப்பட்டது',
  adminFundDonationType: 'நன்கொடை வகையைத் தேர்ந்தெடுக்கவும்: நிலைநிதி, குறிப்பிட்ட மானியம் அல்லது மற்றவை',
  adminFundNothingToChange: 'எதை மாற்ற வேண்டும் எனக் குறிப்பிடவும்: பெயர், மறைத்தல், 80G தகுதி, நன்கொடை வகை, FCRA அல்லது தொகைகள்',
  adminFundCreated: 'நிதி சேர்க்கப்பட்டது',
  adminFundDeleted: 'நிதி நீக்கப்பட்டது',
  adminFundOrdered: 'நிதிகள் புதிய வரிசையில் அமைக்கப்பட்டன',
  adminFundOrder: 'ஒவ்வொரு நிதியையும் ஒருமுறை, புதிய வரிசையில் கொடுக்கவும்',
  adminFundAmounts: 'தொகைகள் பூஜ்ஜியத்திற்கு மேற்பட்ட முழு ரூபாய்களாக, ஒவ்வொன்றும் ஒருமுறை இருக்க வேண்டும்',
  adminFundHasGifts: 'இந்த நிதிக்கு நன்கொடைகள் உள்ளன: இதை நீக்க முடியாது (அதன் ரசீதுகள் இதன் பெயரைக் கொண்டுள்ளன). பதிலாக மறைக்கவும்',
  adminFundNameTaken: 'வேறொரு நிதிக்கு இந்தப் பெயர் உள்ளது',
  doorLinkCreated: 'வாயில் இணைப்பு உருவாக்கப்பட்டது: அதை வாயில் தொலைபேசியில் திறக்கவும்',
  doorLinkRevoked: 'வாயில் இணைப்பு திரும்பப் பெறப்பட்டது: அந்தத் தொலைபேசியால் இனி யாருக்கும் வருகை பதிவு செய்ய முடியாது',
  doorLinkNotFound: 'இந்த நிகழ்வில் அப்படி ஒரு வாயில் இணைப்பு இல்லை',
  doorLinkEventOver: 'இந்த நிகழ்வு முடிந்துவிட்டது: வாயில் இணைப்பு இனி தேவையில்லை',
  doorLinkNameLength: 'அதிகபட்சம் 60 எழுத்துகள்',
  doorLinkInvalid: 'இந்த வாயில் இணைப்பு ஏற்கெனவே பயன்படுத்தப்பட்டது, காலாவதியானது அல்லது திரும்பப் பெறப்பட்டது: ஒருங்கிணைப்பாளரிடம் புதிய இணைப்பைக் கேளுங்கள்',
  doorSessionRevoked: 'ஒருங்கிணைப்பாளர் இந்த வாயில் தொலைபேசியை வெளியேற்றிவிட்டார்: புதிய வாயில் இணைப்பைக் கேளுங்கள்',
  doorSessionEnded: 'இந்த வாயில் இணைப்பு அதன் நிகழ்வுடன் முடிந்தது',
  doorSessionCheckInOnly: 'வாயில் தொலைபேசியால் வருகை பதிவு மட்டுமே செய்ய முடியும்',
  doorSessionOtherEvent: 'இந்த வாயில் தொலைபேசி வேறு நிகழ்வுக்கானது',
  checkInDone: 'வருகை பதிவு செய்யப்பட்டது',
  checkInAlready: 'ஏற்கெனவே {when} அன்று வருகை பதிவு செய்யப்பட்டது',
  checkInUnpaid: 'இந்தப் பதிவுக்கு எதுவும் செலுத்தப்படவில்லை: வருகை பதிவு செய்ய முடியாது',
  checkInCancelled: 'இந்தப் பதிவு ரத்து செய்யப்பட்டது: வருகை பதிவு செய்ய முடியாது',
  checkInBadTicket: 'இந்த நுழைவுச்சீட்டு செல்லுபடியாகாது',
  checkInOtherEvent: 'இந்த நுழைவுச்சீட்டு வேறு நிகழ்வுக்கானது: {event}',
  checkInChooseEvent: 'இந்த வாயிலின் நிகழ்வைத் தேர்ந்தெடுக்கவும்',
  checkInWhich: 'நுழைவுச்சீட்டுக் குறியீடு அல்லது பதிவு எண்ணைக் கொடுக்கவும்',
  checkInEventNotFound: 'இந்த எண்ணுடன் நிகழ்வு இல்லை',
  checkInPaymentTaken: '{amount} கட்டணம் ரொக்கமாகப் பெறப்பட்டது',
  checkInUndone: 'வருகைப் பதிவு நீக்கப்பட்டது',
  checkInNotCheckedIn: 'இந்தப் பதிவுக்கு வருகை பதிவு செய்யப்படவில்லை',
  checkInScanIdTaken: 'இந்த ஸ்கேன் அடையாளம் வேறு ஸ்கேனுக்குப் பயன்படுத்தப்பட்டது',
  checkInNoPlace: 'இந்தப் பதிவுக்கு இடம் இல்லை: அதன் கட்டணத்தைப் பதிவின் பக்கத்தில் பதிவு செய்யவும்',
  eventCancelledDone: 'நிகழ்வு ரத்து செய்யப்பட்டது; பதிவு செய்த அனைவருக்கும் மின்னஞ்சலிலும் SMS-இலும் தெரிவிக்கப்படுகிறது',
  eventAlreadyCancelled: 'இந்த நிகழ்வு ஏற்கனவே ரத்து செய்யப்பட்டது',
  eventCompletedNoCancel: 'இந்த நிகழ்வு நிறைவடைந்துவிட்டது: இதை ரத்து செய்ய முடியாது',
  eventNotFound: 'இந்த எண்ணுடன் நிகழ்வு இல்லை',
  lifecycleRan: 'நிகழ்வின் நிலை அதன் தேதிகளைப் பின்பற்றுகிறது',
  // the back office's people side
  adminTransferred: 'பதிவு மற்ற நிகழ்வுக்கு மாற்றப்பட்டது',
  adminTransferCancelled: 'ரத்து செய்யப்பட்ட பதிவை மாற்ற முடியாது',
  adminTransferSameEvent: 'தற்போதைய நிகழ்வு அல்லாத வேறொரு நிகழ்வைத் தேர்ந்தெடுக்கவும்',
  adminTransferOtherProgram: 'அதே நிகழ்ச்சித் திட்டத்தின் நிகழ்வைத் தேர்ந்தெடுக்கவும்',
  adminTransferEventNotFound: 'இந்த எண்ணுடன் நிகழ்வு இல்லை',
  adminTransferEventOver: 'அந்த நிகழ்வு ரத்து செய்யப்பட்டது அல்லது முடிந்துவிட்டது',
  adminTransferCurrency: 'அந்த நிகழ்வின் கட்டணம் வேறு நாணயத்தில் உள்ளது',
  adminTransferAlreadyThere: 'இவர் ஏற்கெனவே அந்த நிகழ்வுக்குப் பதிவு செய்துள்ளார்',
  adminTransferExcessChoice: 'புதிய நிகழ்வின் கட்டணம் செலுத்தியதை விடக் குறைவு: திருப்பித் தர வேண்டியதா அல்லது இழப்பா என்பதைத் தேர்ந்தெடுக்கவும்',
  adminTransferAttended: 'இவர் ஏற்கெனவே நிகழ்வில் கலந்துகொண்டுவிட்டார்',
  devoteeNotFound: 'இந்த எண்ணுடன் பக்தர் எவரும் இல்லை',
  devoteeUpdated: 'விவரங்கள் சேமிக்கப்பட்டன',
  devoteeUnlocked: 'உள்நுழைவுத் தடை நீக்கப்பட்டது',
  devoteeNotLocked: 'இந்தக் கணக்கு தடை செய்யப்படவில்லை',
  devoteeDeactivated: 'கணக்கு முடக்கப்பட்டது',
  devoteeAlreadyDeactivated: 'இந்தக் கணக்கு ஏற்கெனவே முடக்கப்பட்டுள்ளது',
  devoteeErased: 'தனிப்பட்ட தரவு அழிக்கப்பட்டது; வரிச் சட்டப்படி ரசீதுகள் வைக்கப்பட்டுள்ளன',
  devoteeAlreadyErased: 'இந்தக் கணக்கு ஏற்கெனவே அழிக்கப்பட்டது',
  devoteeMobileTaken: 'இந்தக் கைபேசி எண்ணை வேறொரு கணக்கு பயன்படுத்துகிறது',
  devoteeEmailTaken: 'இந்த மின்னஞ்சலை வேறொரு கணக்கு பயன்படுத்துகிறது',
  devoteeNothingToChange: 'குறைந்தது ஒரு புலத்தையாவது மாற்றவும்',
  contactMessageNotFound: 'இந்த எண்ணுடன் செய்தி எதுவும் இல்லை',
  contactMarked: 'செய்தி குறிக்கப்பட்டது',
  contactReplied: 'பதில் அனுப்பப்பட்டது',
  contactNoEmail: 'இந்தச் செய்திக்குப் பதில் அனுப்ப மின்னஞ்சல் முகவரி இல்லை',
  exportUnknown: 'இந்தப் பெயரில் ஏற்றுமதி எதுவும் இல்லை',
  exportForbidden: 'உங்கள் பொறுப்பில் இந்தப் பட்டியலை ஏற்றுமதி செய்ய அனுமதி இல்லை',
};

export const CATALOG_MESSAGES_TA: Record<keyof typeof CATALOG_MESSAGES, string> = {
  unknownProgram: 'பட்டியலிலிருந்து ஒரு நிகழ்ச்சியைத் தேர்ந்தெடுக்கவும்',
  programNotFound: 'நிகழ்ச்சி கிடைக்கவில்லை',
  eventNotFound: 'நிகழ்வு கிடைக்கவில்லை',
};

export const DONATION_MESSAGES_TA: Record<keyof typeof DONATION_MESSAGES, string> = {
  invalidAmount: 'சரியான தொகையை உள்ளிடவும் (இரண்டு தசம இடங்கள் வரை)',
  amountTooSmall: 'தொகை பூஜ்ஜியத்தை விட அதிகமாக இருக்க வேண்டும்',
  amountTooLarge: 'தொகை அதிகபட்சம் ₹1,00,00,000 வரை இருக்கலாம்',
  invalidPan: 'சரியான PAN எண்ணை உள்ளிடவும் (எ.கா. ABCDE1234F)',
  invalidCategory: 'பட்டியலிலிருந்து ஒரு காணிக்கை வகையைத் தேர்ந்தெடுக்கவும்',
  fundNotFcra: 'இந்த நிதி வெளிநாட்டுப் பங்களிப்புகளைப் பெறுவதில்லை: வேறொரு நிதியைத் தேர்ந்தெடுக்கவும்',
  fundAmountNotOffered: 'இந்த நிதிக்கு வழங்கப்பட்ட தொகைகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்',
  invalidPaymentType: 'உள்நாடு அல்லது வெளிநாடு என்பதைத் தேர்ந்தெடுக்கவும்',
  internationalViaLink: 'வெளிநாட்டுக் காணிக்கைகள் "வெளிநாட்டுக் காணிக்கை" இணைப்பின் வழியாக மட்டுமே பெறப்படும்',
  receiptNotReady: 'காணிக்கை செலுத்தப்பட்ட பிறகே ரசீது கிடைக்கும்',
  donationNotFound: 'காணிக்கை கிடைக்கவில்லை',
  registrationNotFound: 'பதிவு கிடைக்கவில்லை',
  invalidInvoiceType: "invoice_type 'mandir' அல்லது 'reg' ஆக இருக்க வேண்டும்",
  panHint: 'உங்கள் சொந்த PAN, 80G வரிவிலக்கு பெறக் கட்டாயம்: ரசீதிலும் படிவம் 10BE இலும் உங்கள் கணக்கில் உள்ள பெயரே இடம்பெறும்',
  invalidNationality: 'பட்டியலிலிருந்து உங்கள் குடியுரிமையைத் தேர்ந்தெடுக்கவும்',
  invalidPassport: 'சரியான கடவுச்சீட்டு எண்ணை உள்ளிடவும் (6 முதல் 20 எழுத்துகள் மற்றும் எண்கள்)',
  indianIsDomestic: 'இந்தியக் குடிமகன் (இந்தியாவில் வசிப்பவர் அல்லது NRI) வெளிநாட்டு மூலம் அல்ல: உள்நாடு என்பதைத் தேர்ந்தெடுக்கவும்',
  fcraNotOnline: 'வெளிநாட்டு மூலங்களிலிருந்து வரும் காணிக்கைகள் இன்னும் இணையவழியில் பெறப்படுவதில்லை: எங்களை அழைக்கவும்',
  fcraNote: 'நீங்கள் இந்தியக் குடிமகன் அல்லாததால், உங்கள் காணிக்கை ஒரு வெளிநாட்டுப் பங்களிப்பு: அது அறக்கட்டளையின் FCRA கணக்கிற்குச் செல்லும்; அதன் ரசீதில் 80G அறிக்கை இருக்காது.',
  fcraPanOptional: 'இந்தியக் குடிமக்கள் அல்லாதவர்களுக்கு விருப்பத்தேர்வு',
  invalidCurrency: 'மூன்றெழுத்து நாணயக் குறியீட்டை உள்ளிடவும் (எ.கா. USD)',
  fcraNeedsForeignSource: 'FCRA பங்களிப்பு OCI அல்லது PIO அட்டைதாரர் அல்லது வெளிநாட்டவரிடமிருந்து வருவது',
  fcraBankOnly: 'வெளிநாட்டுப் பங்களிப்பு FCRA வங்கிக் கணக்கில் மட்டுமே பெறப்படும்: வங்கிப் பரிமாற்றம் அல்லது காசோலை',
  foreignSourceIsFcra: 'OCI அல்லது PIO அட்டைதாரர் அல்லது வெளிநாட்டவரின் காணிக்கை FCRA பங்களிப்பு: அதை FCRA எனக் குறிக்கவும்',
  domesticInr: 'உள்நாட்டுக் காணிக்கைகள் INR-இல் பெறப்படுகின்றன',
};

export const NATIONALITY_LABELS_TA: Record<Nationality, string> = {
  indian: 'இந்தியக் குடிமகன் (இந்தியாவில் வசிப்பவர் அல்லது NRI)',
  oci_pio: 'OCI அல்லது PIO அட்டைதாரர்',
  foreign: 'வெளிநாட்டவர்',
};

export const DONATION_ACCOUNT_LABELS_TA: Record<DonationAccount, string> = {
  domestic: 'உள்நாடு',
  fcra: 'FCRA (வெளிநாட்டுப் பங்களிப்பு)',
};

export const CONTACT_MESSAGES_TA: Record<keyof typeof CONTACT_MESSAGES, string> = {
  contactSent: 'எங்களைத் தொடர்புகொண்டதற்கு நன்றி. விரைவில் உங்களைத் தொடர்புகொள்வோம்.',
  eventNotOpen: 'இந்த நிகழ்வுக்குத் தன்னார்வலர் பதிவு திறக்கப்படவில்லை',
  alreadyVolunteered: 'இந்த நிகழ்வுக்கு நீங்கள் ஏற்கனவே தன்னார்வலராகப் பதிவு செய்துள்ளீர்கள்',
};

export const GALLERY_MESSAGES_TA: Record<keyof typeof GALLERY_MESSAGES, string> = {
  noImages: 'உங்கள் தேடலுக்குப் படங்கள் எதுவும் கிடைக்கவில்லை',
  noMedia: 'உங்கள் தேடலுக்கு ஊடகங்கள் எதுவும் கிடைக்கவில்லை',
  startAfterEnd: 'தொடக்கத் தேதி இறுதித் தேதிக்கு முன்போ அதே நாளோ இருக்க வேண்டும்',
  categoryNotFound: 'படத்தொகுப்பு வகை கிடைக்கவில்லை',
  tagNotFound: 'படத்தொகுப்புக் குறிச்சொல் கிடைக்கவில்லை',
  mediaCategoryNotFound: 'ஊடக வகை கிடைக்கவில்லை',
  mediaTagNotFound: 'ஊடகக் குறிச்சொல் கிடைக்கவில்லை',
};

export const PAYMENT_MESSAGES_TA: Record<keyof typeof PAYMENT_MESSAGES, string> = {
  started: 'கட்டணப் பக்கத்துக்கு அழைத்துச் செல்கிறோம்',
  found: 'கட்டண விவரங்கள் கிடைத்தன',
  checkoutUnavailable: 'கட்டணப் பக்கத்தைத் திறக்க முடியவில்லை. மீண்டும் முயலவும்.',
  notFound: 'கட்டணம் கிடைக்கவில்லை',
  invalidResponse: 'கட்டணப் பதிலைச் சரிபார்க்க முடியவில்லை',
  mismatch: 'செலுத்திய தொகையோ நாணயமோ ஆர்டருடன் பொருந்தவில்லை',
  success: 'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது',
  failed: 'கட்டணம் தோல்வியடைந்தது',
  aborted: 'கட்டணம் ரத்து செய்யப்பட்டது',
  pending: 'கட்டணம் வங்கியின் உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது',
  notCompleted: 'கட்டணம் நிறைவடையவில்லை',
  notConfigured: 'இணையவழிக் கட்டணம் இப்போது கிடைக்கவில்லை. அறக்கட்டளையைத் தொடர்பு கொள்ளவும்',
  unavailable: 'கட்டண நுழைவாயிலை அணுக முடியவில்லை. மீண்டும் முயலவும்',
  duplicate: 'ஏற்கனவே செலுத்திய ஆர்டருக்கு மீண்டும் செலுத்தப்பட்டது: பணம் திருப்பித் தரப்பட வேண்டும்',
  alreadyPaid:
    'இந்தப் பதிவுக்கான உங்கள் முந்தைய கட்டணம் கிடைத்துவிட்டது; இனி செலுத்த வேண்டியது எதுவுமில்லை. விவரங்களுக்கு "நடப்பு நிகழ்வுகள்" பார்க்கவும்',
  refundDue: 'இந்தப் பதிவுக்கு {amount} கூடுதலாகப் பெறப்பட்டுள்ளது; அறக்கட்டளை அதைத் திருப்பித் தரும்.',
};

export const PROGRAM_FORM_MESSAGES_TA: Record<keyof typeof PROGRAM_FORM_MESSAGES, string> = {
  registrationNotFound: 'பதிவு கிடைக்கவில்லை',
  feedbackNotFound: 'கருத்து கிடைக்கவில்லை',
  notPaid: 'முதலில் இந்தப் பதிவுக்கான கட்டணத்தைச் செலுத்தவும்',
  noDetailForm: 'இந்த நிகழ்ச்சிக்குப் பதிவு விவரப் படிவம் இல்லை',
  wrongProgram: 'இந்தப் பதிவு வேறொரு நிகழ்ச்சிக்கு உரியது',
  noFeedbackForm: 'Ulchemy, Ulchemy Elite, Divija, Kaivalya, Vision ஆகியவற்றுக்கு மட்டுமே கருத்து பெறப்படும்',
  feedbackNotPaid: 'நிகழ்வுக்கு வந்தவர்கள் மட்டுமே கருத்து அளிக்கலாம்: வாசலில் வருகை பதிவு செய்தவர்கள், அல்லது வருகை பதிவு இல்லாத நிகழ்வில் முழுக் கட்டணம் செலுத்தியவர்கள்',
  feedbackNotOpen: 'நிகழ்ச்சி நிறைவடைந்த பிறகே கருத்து அளிக்கலாம்',
  feedbackGiven: 'இந்தப் பதிவுக்கு ஏற்கனவே கருத்து அளிக்கப்பட்டுள்ளது',
  invalidLanguage: 'ஆங்கிலம் (0) அல்லது தமிழ் (1) என்பதைத் தேர்ந்தெடுக்கவும்',
  invalidProgram: '0 முதல் 8 வரையிலான ஒரு நிகழ்ச்சியைத் தேர்ந்தெடுக்கவும்',
};

export const REGISTRATION_MESSAGES_TA: Record<keyof typeof REGISTRATION_MESSAGES, string> = {
  eventNotFound: 'நிகழ்வு கிடைக்கவில்லை',
  registrationNotFound: 'பதிவு கிடைக்கவில்லை',
  eventClosed: 'இந்த நிகழ்வுக்கான பதிவுகள் முடிந்துவிட்டன',
  eventPast: 'இந்த நிகழ்வு ஏற்கனவே நடந்து முடிந்துவிட்டது',
  eventCancelled: 'இந்த நிகழ்வு ரத்து செய்யப்பட்டது',
  notOpenYet: 'இந்த நிகழ்வுக்கான பதிவுகள் இன்னும் தொடங்கவில்லை',
  invalidPan: 'சரியான PAN எண்ணை உள்ளிடவும் (எ.கா. ABCDE1234F)',
  invalidProgram: 'பட்டியலிலிருந்து ஒரு நிகழ்ச்சியைத் தேர்ந்தெடுக்கவும்',
  noAdvance: 'இந்த நிகழ்வுக்கு முழுத் தொகை மட்டுமே பெறப்படும்',
  alreadyRegistered: 'இந்த நிகழ்வுக்கு நீங்கள் ஏற்கனவே பதிவு செய்துள்ளீர்கள். விவரங்களுக்கு "நடப்பு நிகழ்வுகள்" பார்க்கவும்',
  awaitingBank: 'இந்தப் பதிவுக்கான கட்டணம் வங்கியின் உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது. சில நிமிடங்கள் கழித்துப் பார்க்கவும்',
  nothingDue: 'இந்தப் பதிவுக்குச் செலுத்த வேண்டியது எதுவுமில்லை',
  registeredFree: 'வெற்றிகரமாகப் பதிவு செய்யப்பட்டது',
};

/** Short texts of the contract's field checks (fields.ts, media.ts) that are not in a catalogue. */
export const FIELD_TEXTS_TA: Record<string, string> = {
  'Must be text': 'உரையாக இருக்க வேண்டும்',
  'Use the date format YYYY-MM-DD': 'தேதியை YYYY-MM-DD வடிவில் உள்ளிடவும்',
  'Not a valid date': 'சரியான தேதி அல்ல',
  'The date cannot be in the future': 'தேதி எதிர்காலத்தில் இருக்கக் கூடாது',
  'Choose all, video or audio': 'அனைத்தும், காணொளி அல்லது ஒலிப்பதிவு என்பதைத் தேர்ந்தெடுக்கவும்',
};

export const EVENT_STATUS_LABELS_TA: Record<EventStatus, string> = {
  notstarted: 'தொடங்கவில்லை',
  ongoing: 'நடந்துகொண்டிருக்கிறது',
  completed: 'நிறைவடைந்தது',
  cancelled: 'ரத்து செய்யப்பட்டது',
};

export const PAY_STATUS_LABELS_TA: Record<PayStatus, string> = {
  success: 'செலுத்தப்பட்டது',
  pending: 'நிலுவையில்',
  failed: 'தோல்வி',
  partialpay: 'பகுதிக் கட்டணம்',
  paylater: 'பின்னர் செலுத்த',
  cancelled: 'ரத்து செய்யப்பட்டது',
};

export const DONATION_CATEGORY_LABELS_TA: Record<DonationCategory, string> = {
  donation: 'பொது நன்கொடை',
  neerukku: 'Neerukku Nanri (நீருக்கு நன்றி)',
  mithra: 'Mithra (மித்ரா)',
  mandir: 'Matangi Mandir (மாதங்கி மந்திர்)',
  walfare: 'தன்னார்வலர் நலன்',
  gurukulam: 'குருகுலம்',
  others: 'பிற',
};

/**
 * Option lists: the value sent stays English (the spec's values); this is the label a Tamil
 * reader sees. Keyed by the English option.
 */
export const OPTION_LABELS_TA: Record<string, string> = {
  // salutations
  'Mr.': 'திரு.',
  'Ms.': 'செல்வி',
  'Mrs.': 'திருமதி',
  // genders and marital statuses
  male: 'ஆண்',
  female: 'பெண்',
  transgender: 'திருநர்',
  Married: 'திருமணமானவர்',
  Unmarried: 'திருமணமாகாதவர்',
  Divorced: 'விவாகரத்தானவர்',
  // professions
  Artist: 'கலைஞர்',
  Business: 'வணிகம்',
  'Chartered Accountant': 'பட்டயக் கணக்காளர்',
  'Civil Service': 'குடிமைப் பணி',
  Designer: 'வடிவமைப்பாளர்',
  Engineer: 'பொறியாளர்',
  'Entertainment Industry': 'பொழுதுபோக்குத் துறை',
  'Fashion Industry': 'ஆடை வடிவமைப்புத் துறை',
  'Govt employee': 'அரசு ஊழியர்',
  Homemaker: 'இல்லத்தரசி / இல்லத்தரசர்',
  'Hotel Management': 'விடுதி மேலாண்மை',
  'IT professional': 'தகவல் தொழில்நுட்பப் பணியாளர்',
  'Legal profession': 'சட்டத் துறை',
  'Makeup artists': 'ஒப்பனைக் கலைஞர்',
  'Management Consultant': 'மேலாண்மை ஆலோசகர்',
  'Management Professional': 'மேலாண்மைப் பணியாளர்',
  'Medical Industry': 'மருத்துவத் துறை',
  'Media Industry': 'ஊடகத் துறை',
  'Merchant Navy': 'வணிகக் கப்பல் துறை',
  'NGO/ Charity Careers': 'தொண்டு நிறுவனப் பணி',
  'Private sector employee': 'தனியார் துறை ஊழியர்',
  Scientist: 'விஞ்ஞானி',
  Student: 'மாணவர்',
  Teacher: 'ஆசிரியர்',
  'Technology Careers': 'தொழில்நுட்பத் துறை',
  Other: 'பிற',
  // how did you come to know about us
  Facebook: 'Facebook (ஃபேஸ்புக்)',
  YouTube: 'YouTube (யூடியூப்)',
  Instagram: 'Instagram (இன்ஸ்டாகிராம்)',
  Friend: 'நண்பர்',
  // accommodation (the spec's spelling 'Accomodation' is the value)
  'Own vehicle': 'சொந்த வாகனம்',
  'Travel needed': 'பயண ஏற்பாடு தேவை',
  Accomodation: 'தங்குமிடம்',
  'Kaivalya Advance': 'Kaivalya முன்பணம்',
  'Male With Dormitory': 'ஆண் – பொதுத் தங்குமிடத்துடன்',
  'Male with Dormitory And Travel': 'ஆண் – பொதுத் தங்குமிடம் மற்றும் பயணத்துடன்',
  // yes / no
  Yes: 'ஆம்',
  No: 'இல்லை',
};

export const SEAT_MESSAGES_TA: Record<keyof typeof SEAT_MESSAGES, string> = {
  eventFull: 'இந்த நிகழ்வில் இடங்கள் நிரம்பிவிட்டன. காத்திருப்புப் பட்டியலில் சேரலாம்; இடம் கிடைத்ததும் உங்களுக்குத் தெரிவிப்போம்',
  joined: 'நீங்கள் காத்திருப்புப் பட்டியலில் உள்ளீர்கள். இடம் கிடைத்ததும் மின்னஞ்சல் மற்றும் SMS மூலம் தெரிவிப்போம்',
  left: 'காத்திருப்புப் பட்டியலிலிருந்து விலகினீர்கள்',
  notFull: 'இந்த நிகழ்வில் இன்னும் இடங்கள் உள்ளன: பதிவு செய்யவும்',
  notOnList: 'நீங்கள் இந்த நிகழ்வின் காத்திருப்புப் பட்டியலில் இல்லை',
  alreadyRegistered: 'இந்த நிகழ்வில் உங்களுக்கு ஏற்கனவே இடம் உள்ளது',
};

export const TICKET_TEXTS_TA: Record<keyof typeof TICKET_TEXTS, string> = {
  completeDetails: 'உங்கள் பதிவு விவரங்களை நிறைவு செய்யவும்',
};

export const CONTENT_MESSAGES_TA: Record<keyof typeof CONTENT_MESSAGES, string> = {
  notFound: 'கிடைக்கவில்லை',
  saved: 'சேமிக்கப்பட்டது',
  deleted: 'நீக்கப்பட்டது',
  hiddenReferenced: 'நீக்கப்படாமல் மறைக்கப்பட்டது: பிற பதிவுகள் இதைச் சார்ந்துள்ளன',
  programsFixed: 'ஒரு நிகழ்ச்சி நீக்கப்படாது, மறைக்கப்படும்: அதன் நிகழ்வுகளும் பதிவுகளும் அதனுடனே இருக்கும்',
  unknownProgram: 'பட்டியலிலிருந்து ஒரு நிகழ்ச்சியைத் தேர்ந்தெடுக்கவும்',
  programAdded: 'நிகழ்ச்சி சேர்க்கப்பட்டது: நீங்கள் காட்டும் வரை அது மறைவாக இருக்கும்',
  programsReordered: 'வரிசை சேமிக்கப்பட்டது',
  orderNotAllPrograms: 'ஒவ்வொரு நிகழ்ச்சியையும் ஒருமுறை, புதிய வரிசையில் பட்டியலிடவும்',
  hidden: 'பொதுத் தளத்திலிருந்து மறைக்கப்பட்டது',
  endBeforeStart: 'முடிவுத் தேதி தொடக்கத் தேதி அன்றோ அதற்குப் பிறகோ இருக்க வேண்டும்',
  endTimeBeforeStart: 'முடிவு நேரம் தொடக்க நேரத்திற்குப் பிறகு இருக்க வேண்டும்',
  windowOrder: 'பதிவுகள் தொடங்கும் நாளன்றோ அதற்குப் பிறகோ மூடப்பட வேண்டும்',
  windowAfterEvent: 'பதிவுகள் நிகழ்வுத் தேதி அன்றோ அதற்கு முன்போ மூடப்பட வேண்டும்',
  earlyBirdAfterEvent: 'முன்பதிவுச் சலுகைத் தேதி நிகழ்வுத் தேதி அன்றோ அதற்கு முன்போ இருக்க வேண்டும்',
  earlyBirdNoDate: 'முன்பதிவுச் சலுகைத் தொகைக்கான கடைசித் தேதியைக் கொடுக்கவும்',
  amountAbovePrice: 'விலையை விட அதிகமாக இருக்கக் கூடாது',
  invalidTime: 'நேரத்தை HH:MM வடிவில் உள்ளிடவும்',
  invalidCurrency: 'INR அல்லது USD போன்ற மூன்றெழுத்து நாணயக் குறியீட்டைப் பயன்படுத்தவும்',
  invalidPicture: 'ஒரு படத்தைப் பதிவேற்றவும்: முகவரி இந்தத் தளம் சேமித்ததாக இருக்க வேண்டும்',
  invalidLink: 'https:// அல்லது http:// என்று தொடங்கும் இணைய முகவரியை உள்ளிடவும்',
  tooManyItems: CONTENT_MESSAGES.tooManyItems.replace(/^At most (\d+) items$/, 'அதிகபட்சம் $1 உருப்படிகள்'),
  unknownCategory: 'பட்டியலிலிருந்து ஒரு வகையைத் தேர்ந்தெடுக்கவும்',
  registrationsClosed: 'பதிவுகள் மூடப்பட்டன',
  registrationsOpened: 'பதிவுகள் திறக்கப்பட்டன',
  cancelledStaysClosed: 'இந்த நிகழ்வு ரத்து செய்யப்பட்டது: அதன் பதிவுகள் மூடியே இருக்கும்',
  paidEventNotDeleted: 'இந்த நிகழ்வுக்குப் பணம் செலுத்திய பதிவுகள் உள்ளன, அதை நீக்க முடியாது: பதிவு செய்தவர்களுக்குத் தெரிவிக்கப்பட்டு அவர்களின் பணம் தீர்க்கப்பட, அதற்குப் பதிலாக நிகழ்வை ரத்து செய்யவும்',
  notANumber: 'ஒரு எண்ணை உள்ளிடவும்',
  negative: 'எதிர்மறை எண்ணாக இருக்கக் கூடாது',
  tooLarge: 'மிகப் பெரியது',
  percent: '0 முதல் 100 வரையிலான சதவீதத்தை உள்ளிடவும்',
  duplicate: 'இது ஏற்கனவே உள்ளது',
};

/** The settings' texts; `tooLong` takes its number and is a template (TEMPLATES below). */
export const SETTINGS_MESSAGES_TA: Record<Exclude<keyof typeof SETTINGS_MESSAGES, 'tooLong'>, string> = {
  saved: 'அமைப்புகள் சேமிக்கப்பட்டன',
  invalidUrl: 'https:// அல்லது http:// என்று தொடங்கும் இணைய முகவரியை உள்ளிடவும்',
  invalidEmail: 'name@example.org போன்ற மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  invalidPhone: 'தொலைபேசி எண்ணை உள்ளிடவும்: இலக்கங்கள், இடைவெளி, + ( ) - மட்டும், 6 முதல் 20 எழுத்துகள்',
  controlCharacters: 'கட்டுப்பாட்டு எழுத்துகள் இருக்கக் கூடாது',
  required: 'இந்தப் புலம் கட்டாயம்!',
  unknownPolicy: 'இப்படி ஒரு கொள்கைப் பக்கம் இல்லை',
  liveChatHttps: 'https:// என்று தொடங்கும் அரட்டை ஸ்கிரிப்ட் முகவரியை உள்ளிடவும்',
};

export const SEAT_STATE_LABELS_TA: Record<SeatState, string> = {
  held: 'கட்டணம் நடைபெறும் வரை ஒதுக்கப்பட்டது',
  kept: 'உறுதி செய்யப்பட்டது',
  over: 'இல்லை: இடம் விடுவிக்கப்பட்ட பின் செலுத்தப்பட்டது, கொள்ளளவுக்கு மேல்',
  none: 'இல்லை',
};

export const PAYMENT_STATE_LABELS_TA: Record<PaymentState, string> = {
  paid: 'முழுமையாகச் செலுத்தப்பட்டது',
  part: 'பகுதி செலுத்தப்பட்டது',
  unpaid: 'எதுவும் செலுத்தப்படவில்லை',
  refund_due: 'திருப்பித் தர வேண்டியது',
};

export const OFFLINE_METHOD_LABELS_TA: Record<OfflineMethod, string> = {
  cash: 'ரொக்கம்',
  cheque: 'காசோலை',
  bank_transfer: 'வங்கிப் பரிமாற்றம்',
  upi: 'UPI (தளத்திற்கு வெளியே)',
  card: 'அட்டை (அறக்கட்டளையின் இயந்திரத்தில்)',
};

export const DESK_PAYMENT_LABELS_TA: Record<DeskPayment, string> = {
  cash: 'ரொக்கம்',
  upi: 'அறக்கட்டளையின் கணக்கிற்கு UPI',
  card: 'அறக்கட்டளையின் இயந்திரத்தில் அட்டை',
  later: 'பின்னர் செலுத்துதல் (SMS-இல் இப்போது செலுத்து இணைப்பு)',
};

export const DESK_MESSAGES_TA: Record<keyof typeof DESK_MESSAGES, string> = {
  deskRegistered: 'மையத்தில் பதிவு செய்யப்பட்டது: டிக்கெட் திரையில் உள்ளது, பக்தருக்கும் அனுப்பப்பட்டது',
  deskPayLater: 'மையத்தில் பதிவு செய்யப்பட்டது: இடம் உறுதி செய்யப்பட்டது, இப்போது செலுத்து இணைப்பு பக்தருக்கு அனுப்பப்பட்டது',
  deskDevoteeCreated: 'பக்தர் சேர்க்கப்பட்டார்: கடவுச்சொல் அமைக்கும் வழியை SMS தெரிவிக்கும்',
  deskReferenceNeeded: 'UPI அல்லது அட்டைக் குறிப்பு எண்ணை உள்ளிடவும்',
  deskUnknownDevotee: 'இந்த எண்ணுடன் பக்தர் யாரும் இல்லை',
  deskClosedAccount: 'இந்தக் கணக்கு மூடப்பட்டுள்ளது: பதிவு செய்ய முடியாது',
  deskUnknownCity: 'பட்டியலிலிருந்து ஒரு நகரத்தைத் தேர்ந்தெடுக்கவும்',
  deskAlreadyRegistered: 'இந்தப் பக்தர் இந்த நிகழ்வுக்கு ஏற்கெனவே பதிவு செய்துள்ளார்: பதிவுகளில் அதைப் பார்க்கவும்',
};

/**
 * Texts that carry a value (`{max}`): the English as the code builds it with the value in braces,
 * and its Tamil; inLang matches the filled-in text and puts the same values into the Tamil.
 */
export const TEMPLATES = {
  atMostCharacters: 'At most {max} characters',
  atMostItems: 'At most {max} items',
} as const;
export const TEMPLATES_TA: Record<keyof typeof TEMPLATES, string> = {
  atMostCharacters: 'அதிகபட்சம் {max} எழுத்துகள்',
  atMostItems: 'அதிகபட்சம் {max} உருப்படிகள்',
};

export const SETTINGS_LABELS_TA: Record<keyof typeof SETTINGS_LABELS, string> = {
  policies: 'கொள்கைப் பக்கங்கள்',
  policiesHint: 'வடிவூட்டிய உரை (HTML): பத்திகள், தலைப்புகள், பட்டியல்கள், இணைப்புகள் மட்டும் வைக்கப்படும்; மற்றவை சேமிக்கும்போது நீக்கப்படும்.',
  policy_privacy: 'தனியுரிமைக் கொள்கை',
  policy_refund: 'பணத்திரும்பல் மற்றும் ரத்துக் கொள்கை',
  policy_disclaimer: 'பொறுப்புத் துறப்பு',
  liveChat: 'நேரலை அரட்டை',
  live_chat_script: 'நேரலை அரட்டை ஸ்கிரிப்ட் முகவரி',
  liveChatHint: 'காலியாக இருந்தால் நேரலை அரட்டை இல்லை. முகவரி இருந்தால், பொதுப் பக்கங்கள் மட்டும் (நிர்வாகப் பகுதி ஒருபோதும் இல்லை) இந்த ஸ்கிரிப்டை ஏற்றும்; அதன் தளம் மட்டுமே அனுமதிக்கப்படும்.',
  social: 'எங்களைப் பின்தொடருங்கள்',
  documents: 'விலைப்பட்டியல்களும் ரசீதுகளும்',
  documentsHint: 'எளிய உரை; பக்தரின் மொழியில் ஆவணங்களில் அச்சிடப்படும் (தமிழ் இல்லாத இடத்தில் ஆங்கிலம்).',
  invoice_footer: 'விலைப்பட்டியலின் அடிக்குறிப்பு',
  refund_wording: 'பணத்திரும்பல் வாசகம் (விலைப்பட்டியல்கள், ரசீதுகள்)',
};

/** The back office's money, gallery and message labels (11, 13). */
export const DONATION_MODE_LABELS_TA: Record<DonationMode, string> = {
  online: 'இணையவழி (பணப் பரிவர்த்தனை நுழைவாயில்)',
  cash: 'ரொக்கம்',
  cheque: 'காசோலை',
  bank_transfer: 'வங்கிப் பரிமாற்றம்',
  kind: 'பொருளாக',
};

export const GALLERY_ADMIN_MESSAGES_TA: Record<keyof typeof GALLERY_ADMIN_MESSAGES, string> = {
  choosePictures: 'ஒன்று அல்லது அதற்கு மேற்பட்ட படங்களைத் தேர்ந்தெடுக்கவும்',
  tooManyPictures: 'ஒரே முறையில் அதிகபட்சம் 12 படங்களைப் பதிவேற்றவும்',
  unknownAlbum: 'பட்டியலிலிருந்து ஒரு தொகுப்பைத் தேர்ந்தெடுக்கவும்',
  unknownTag: 'பட்டியலிலிருந்து குறிச்சொற்களைத் தேர்ந்தெடுக்கவும்',
  picturesAdded: 'படங்கள் சேர்க்கப்பட்டன',
  orderSaved: 'வரிசை சேமிக்கப்பட்டது',
  orderMismatch: 'தொகுப்பின் ஒவ்வொரு படத்தையும் ஒரு முறை மட்டும் பட்டியலிடவும்',
  mediaLink: 'YouTube, Vimeo அல்லது SoundCloud முகவரியையோ அதன் உட்பொதி குறியீட்டையோ உள்ளிடவும்',
  duration: 'கால அளவை MM:SS அல்லது H:MM:SS வடிவில் உள்ளிடவும்',
};

export const MESSAGE_KIND_LABELS_TA: Record<keyof typeof MESSAGE_KIND_LABELS, string> = {
  'registration-received': 'பதிவு பெறப்பட்டது',
  'payment-succeeded': 'கட்டணம் பெறப்பட்டது (விலைப்பட்டியல்)',
  'payment-failed': 'கட்டணம் தோல்வியடைந்தது',
  'payment-pending': 'கட்டணம் நிலுவையில் உள்ளது',
  'donation-received': 'நன்கொடை பெறப்பட்டது (80G ரசீது)',
  'password-changed': 'கடவுச்சொல் மாற்றப்பட்டது',
  'mobile-changed': 'கைபேசி எண் மாற்றப்பட்டது',
  'balance-reminder': 'மீதத் தொகை நினைவூட்டல்',
  'event-reminder': 'நிகழ்வு நினைவூட்டல் (முந்தைய நாள்)',
  'feedback-request': 'கருத்துக் கோரிக்கை',
  'details-form-request': 'பதிவு விவரப் படிவக் கோரிக்கை',
  'waitlist-offer': 'காத்திருப்புப் பட்டியல் வாய்ப்பு',
  'waitlist-moved': 'காத்திருப்புப் பட்டியல் இடம் மாற்றம்',
  'waitlist-removed': 'காத்திருப்புப் பட்டியலிலிருந்து நீக்கம்',
  'event-cancelled': 'நிகழ்வு ரத்து செய்யப்பட்டது',
  'form-10be-issued': 'படிவம் 10BE சான்றிதழ்',
  'registration-cancelled': 'குழு பதிவை ரத்து செய்தது',
  'refund-recorded': 'பணம் திருப்பி அளிக்கப்பட்டது',
  'pay-later-allowed': 'பின்னர் செலுத்த அனுமதி (செலுத்தும் இணைப்பு)',
  'receipt-corrected': 'ரசீது திருத்தப்பட்டது (திருத்திய 80G ரசீது)',
  'offline-donation-receipt': 'நேரடி நன்கொடை ரசீது',
  'desk-ticket': 'மையத்தில் செய்த பதிவின் டிக்கெட்',
  'desk-account-created': 'மையத்தில் தொடங்கிய கணக்கு (கடவுச்சொல் அமைக்க)',
  broadcast: 'நிகழ்வில் பங்கேற்பவர்களுக்குச் செய்தி',
};

export const PAYMENT_PURPOSE_LABELS_TA: Record<keyof typeof PAYMENT_PURPOSE_LABELS, string> = { registration: 'பதிவு', donation: 'நன்கொடை' };

export const ATTEMPT_STATUS_LABELS_TA: Record<keyof typeof ATTEMPT_STATUS_LABELS, string> = {
  created: 'தொடங்கப்பட்டது',
  pending: 'நிலுவையில்',
  success: 'செலுத்தப்பட்டது',
  failed: 'தோல்வி',
  aborted: 'நிறைவடையவில்லை',
};

export const REFUND_METHOD_LABELS_TA: Record<RefundMethod, string> = {
  bank_transfer: 'வங்கிப் பரிமாற்றம்',
  upi: 'UPI பரிமாற்றம்',
  cheque: 'காசோலை',
  cash: 'ரொக்கம்',
  gateway: 'பணப் பரிவர்த்தனை நுழைவாயில் வழியாக',
};

export const MESSAGE_TEXT_MESSAGES_TA: Record<keyof typeof MESSAGE_TEXT_MESSAGES, string> = {
  saved: 'உரைகள் சேமிக்கப்பட்டன: இனி வரிசையில் சேரும் செய்திகள் இவற்றைப் பயன்படுத்தும்',
  restored: 'உள்ளமைந்த உரைகள் மீண்டும் வந்தன: இனி வரிசையில் சேரும் செய்திகள் இவற்றைப் பயன்படுத்தும்',
  unknownPlaceholder: 'இந்தச் செய்தியில் இல்லாத இட ஒதுக்கீடு',
  dltMismatch: 'SMS அதன் பதிவுசெய்த DLT வார்ப்புருவுடன் பொருந்தவில்லை',
  dltCount: 'DLT வார்ப்புருவில் உள்ள {#var#} எண்ணிக்கையும் SMS-இன் இட ஒதுக்கீடுகளின் எண்ணிக்கையும் வேறுபடுகின்றன',
  dltWords: 'SMS-இன் சொற்கள் DLT வார்ப்புருவிலிருந்து வேறுபடுகின்றன',
  notFound: 'இப்படி ஒரு செய்தி இல்லை',
  required: 'இந்தப் புலம் தேவை!',
};

export const BROADCAST_MESSAGES_TA: Record<keyof typeof BROADCAST_MESSAGES, string> = {
  smsTooLong: 'SMS-க்கு இந்த உரை மிக நீளம்: காட்டப்பட்ட பகுதிகளுக்குள் அடங்கும்படி சுருக்கவும்',
  timePassed: 'இனி வரும் ஒரு நேரத்தைத் தேர்ந்தெடுக்கவும் (இந்திய நேரம்), அல்லது இப்போதே அனுப்பவும்',
  nobody: 'இந்த நிகழ்வில் யாரும் பொருந்தவில்லை: வேறு நபர்களையோ வேறு நிகழ்வையோ தேர்ந்தெடுக்கவும்',
  nothingSelected: 'முதலில் பதிவுகள் பட்டியலில் பதிவுகளைத் தேர்ந்தெடுக்கவும்',
  nothingSelectedWaiting: 'முதலில் காத்திருப்புப் பட்டியலில் உள்ளவர்களைத் தேர்ந்தெடுக்கவும்',
  notScheduled: 'தன் நேரத்துக்குக் காத்திருக்கும் செய்தியை மட்டுமே ரத்து செய்ய முடியும்',
  notFound: 'பங்கேற்பவர்களுக்கான இந்தச் செய்தி கிடைக்கவில்லை',
  nobodyChosen: 'யாரும் பொருந்தவில்லை: வேறு நபர்களைத் தேர்ந்தெடுக்கவும் அல்லது வடிகட்டிகளை விரிவாக்கவும்',
  notYours: 'உங்கள் பொறுப்பு இவர்களுக்குச் செய்தி அனுப்ப அனுமதிக்காது: நன்கொடையாளர்களுக்கும் செலுத்தியவர்களுக்கும் நிதிப் பிரிவும், பக்தர்களுக்கும் பங்கேற்பவர்களுக்கும் ஒருங்கிணைப்பாளர்களும் அனுப்புவர்',
  badRange: 'தொடக்கத் தேதி முடிவுத் தேதிக்குப் பின் இருக்கக் கூடாது',
  tooMany: 'ஒரே நேரத்தில் அதிகபட்சம் 5000 வரிசைகள்: பட்டியலின் வடிகட்டியைக் குறுக்கவும்',
  sent: 'தேர்ந்தெடுத்த அனைவருக்கும் செய்தி வரிசையில் சேர்க்கப்பட்டது; அதன் முன்னேற்றம் கீழே தெரியும்',
  scheduled: 'தேர்ந்தெடுத்த நேரத்தில் (இந்திய நேரம்) செய்தி அனுப்பப்படும்',
  cancelled: 'திட்டமிட்ட செய்தி ரத்து செய்யப்பட்டது; எதுவும் அனுப்பப்படவில்லை',
  templateSaved: 'வார்ப்புரு சேமிக்கப்பட்டது',
  optedOut: 'ஒரு நிகழ்வின் அனைத்துப் பங்கேற்பாளர்களுக்கும் அனுப்பப்படும் செய்திகள் இனி உங்களுக்கு வராது; ரசீதுகள், கட்டணங்கள், நினைவூட்டல்கள் தொடர்ந்து வரும்',
  optedIn: 'உங்கள் நிகழ்வுகளின் பங்கேற்பாளர்களுக்கு அனுப்பப்படும் செய்திகள் மீண்டும் உங்களுக்கு வரும்',
};

export const BULK_MESSAGES_TA: Record<keyof typeof BULK_MESSAGES, string> = {
  nothingChosen: 'குறைந்தது ஒரு வரிசையை, அல்லது வடிகட்டிக்குப் பொருந்தும் அனைத்து வரிசைகளையும் தேர்ந்தெடுக்கவும்',
  tooMany: 'ஒரே நேரத்தில் அதிகபட்சம் 5000 வரிசைகள்: வடிகட்டியைக் குறுக்கவும்',
  started: 'தொடங்கியது: அதன் முன்னேற்றம் கீழே தெரியும்',
  notFound: 'இந்த மொத்தச் செயல் கிடைக்கவில்லை',
  alreadyCheckedIn: 'ஏற்கனவே வருகை பதிவு செய்யப்பட்டது',
};

export const BULK_ACTION_LABELS_TA: Record<keyof typeof BULK_ACTION_LABELS, string> = {
  check_in: 'வருகை பதிவு',
  cancel: 'ரத்து செய்',
  offer: 'இருக்கையை வழங்கு',
  remove: 'காத்திருப்புப் பட்டியலிலிருந்து நீக்கு',
};

export const BULK_STATE_LABELS_TA: Record<keyof typeof BULK_STATE_LABELS, string> = {
  queued: 'தொடங்கக் காத்திருக்கிறது',
  running: 'நடைபெறுகிறது',
  done: 'முடிந்தது',
};

export const BROADCAST_AUDIENCE_LABELS_TA: Record<keyof typeof BROADCAST_AUDIENCE_LABELS, string> = {
  donors: 'நன்கொடையாளர்கள்',
  payers: 'பதிவுக்குக் கட்டணம் செலுத்தியவர்கள்',
  devotees: 'பக்தர்கள்',
  everyone: 'அனைவரும் (இடம் உள்ளவர்கள், காத்திருப்பவர்கள்)',
  paid: 'முழுமையாகச் செலுத்தியவர்கள்',
  part_paid: 'பகுதி செலுத்தியவர்கள்',
  pay_later: 'பின்னர் செலுத்துபவர்கள்',
  waiting: 'காத்திருப்புப் பட்டியலில் உள்ளவர்கள்',
  checked_in: 'வருகை பதிவு செய்தவர்கள்',
  not_checked_in: 'இன்னும் வருகை பதிவு செய்யாதவர்கள்',
  selected: 'பட்டியலில் தேர்ந்தெடுத்த பதிவுகள்',
  waiting_selected: 'காத்திருப்புப் பட்டியலில் தேர்ந்தெடுத்தவர்கள்',
};

export const BROADCAST_CHANNEL_LABELS_TA: Record<keyof typeof BROADCAST_CHANNEL_LABELS, string> = {
  preferred: 'ஒவ்வொருவரும் விரும்பும் வழி',
  email: 'மின்னஞ்சல்',
  sms: 'குறுஞ்செய்தி (SMS)',
  whatsapp: 'வாட்ஸ்அப் (WhatsApp)',
};

export const BROADCAST_STATE_LABELS_TA: Record<keyof typeof BROADCAST_STATE_LABELS, string> = {
  scheduled: 'திட்டமிடப்பட்டது',
  queuing: 'வரிசையில் சேர்க்கப்படுகிறது',
  queued: 'அனுப்பப்படுகிறது',
  cancelled: 'ரத்து செய்யப்பட்டது',
};

export const WAITLIST_MESSAGES_TA: Record<keyof typeof WAITLIST_MESSAGES, string> = {
  closed: 'இந்த நிகழ்வின் காத்திருப்புப் பட்டியல் மூடப்பட்டுள்ளது',
  noFreeSeat: 'காலி இருக்கை இல்லை: எல்லா இருக்கைகளும் பிடிக்கப்பட்டுள்ளன அல்லது வழங்கப்பட்டுள்ளன. நிகழ்வின் இருக்கைகளை உயர்த்தவும், அல்லது ஒன்று காலியாகும் வரை காத்திருக்கவும்',
  nobodyWaiting: 'இந்தப் பட்டியலில் யாரும் காத்திருக்கவில்லை',
  notWaiting: 'இவர் இப்போது பட்டியலில் காத்திருக்கவில்லை',
  alreadyLast: 'இவர் ஏற்கனவே பட்டியலில் கடைசியாக உள்ளார்',
  notHigher: 'இவரின் இப்போதைய இடத்துக்கு மேலே ஓர் இடத்தைத் தேர்ந்தெடுக்கவும்',
  placeNotFound: 'காத்திருப்புப் பட்டியலில் இந்த இடம் கிடைக்கவில்லை',
  offered: 'இருக்கை வழங்கப்பட்டது; அவருக்கு மின்னஞ்சல் மற்றும் SMS மூலம் தெரிவிக்கப்படும்',
  skipped: 'ஓர் இடம் கீழே நகர்த்தப்பட்டது; அவருக்குத் தெரிவிக்கப்படும்',
  removed: 'காத்திருப்புப் பட்டியலிலிருந்து நீக்கப்பட்டது; அவருக்குத் தெரிவிக்கப்படும்',
  moved: 'மேலே நகர்த்தப்பட்டது; அவருக்குத் தெரிவிக்கப்படும்',
  listClosed: 'காத்திருப்புப் பட்டியல் மூடப்பட்டது: புதியவர் யாரும் சேர முடியாது. ஏற்கனவே உள்ளவர்கள் தங்கள் இடங்களை வைத்திருப்பார்கள்',
  listOpened: 'காத்திருப்புப் பட்டியல் மீண்டும் திறக்கப்பட்டது',
};

export const WAITING_ROOM_MESSAGES_TA: Record<keyof typeof WAITING_ROOM_MESSAGES, string> = {
  required: 'இந்த நிகழ்வுக்கான பதிவுகள் காத்திருப்பு அறை வழியாகச் செல்கின்றன: வரிசையில் உங்கள் இடத்தைப் பெறுங்கள்',
  saved: 'காத்திருப்பு அறை சேமிக்கப்பட்டது',
  turnedOff: 'காத்திருப்பு அறை அணைக்கப்பட்டது: அனைவரும் உடனே பதிவு செய்யலாம்',
};

export const QUESTION_MESSAGES_TA: Record<keyof typeof QUESTION_MESSAGES, string> = {
  number: 'ஓர் எண்ணை உள்ளிடவும்',
  choice: 'கொடுக்கப்பட்டவற்றில் ஒன்றைத் தேர்ந்தெடுக்கவும்',
  file: 'ஒரு படம் (JPEG, PNG, WebP) அல்லது PDF கோப்பை இணைக்கவும்',
  fileNotFound: 'இந்தப் பதிலின் கோப்பு கிடைக்கவில்லை',
  notFound: 'இந்தக் கேள்வி கிடைக்கவில்லை',
  programUnknown: 'ஒரு நிகழ்ச்சியைத் தேர்ந்தெடுக்கவும்',
  eventUnknown: 'இந்த நிகழ்வு இந்த நிகழ்ச்சியின் நிகழ்வுகளில் ஒன்றல்ல',
  showIfUnknown: 'இந்தக் கேள்வியைக் காட்டும் பதில் அதே படிவத்தின் ஒரு புலமாகவோ வேறொரு கேள்வியாகவோ இருக்க வேண்டும்',
  optionsNeeded: 'குறைந்தது இரண்டு தேர்வுகளை, வரிக்கு ஒன்றாகக் கொடுக்கவும்',
  optionsTamil: 'ஒவ்வொரு ஆங்கிலத் தேர்வுக்கும் ஒரு தமிழ்த் தேர்வு கொடுக்கவும், அல்லது எதுவும் வேண்டாம்',
  added: 'கேள்வி சேர்க்கப்பட்டது',
  saved: 'கேள்வி சேமிக்கப்பட்டது',
};

export const TICKET_TYPE_MESSAGES_TA: Record<keyof typeof TICKET_TYPE_MESSAGES, string> = {
  required: 'ஒரு நுழைவுச்சீட்டு வகையைத் தேர்ந்தெடுக்கவும்',
  unknown: 'இந்த நுழைவுச்சீட்டு வகை இந்த நிகழ்வுக்கு வழங்கப்படவில்லை',
  soldOut: 'இந்த நுழைவுச்சீட்டு வகையில் இருக்கை எதுவும் மீதமில்லை. வேறு வகையைத் தேர்ந்தெடுக்கவும்',
  overCapacity: 'நுழைவுச்சீட்டு வகைகளின் இருக்கைகளின் கூட்டுத்தொகை நிகழ்வின் இருக்கைகளை விட அதிகம்',
  notFound: 'இந்த நுழைவுச்சீட்டு வகை கிடைக்கவில்லை',
  saved: 'நுழைவுச்சீட்டு வகை சேமிக்கப்பட்டது',
  added: 'நுழைவுச்சீட்டு வகை சேர்க்கப்பட்டது',
};

export const DISCOUNT_CODE_MESSAGES_TA: Record<keyof typeof DISCOUNT_CODE_MESSAGES, string> = {
  unknown: 'இந்தத் தள்ளுபடிக் குறியீடு அறியப்படவில்லை',
  notStarted: 'இந்தத் தள்ளுபடிக் குறியீடு இன்னும் செல்லுபடியாகவில்லை',
  expired: 'இந்தத் தள்ளுபடிக் குறியீட்டின் காலம் முடிந்துவிட்டது',
  usedUp: 'இந்தத் தள்ளுபடிக் குறியீடு முழுவதும் பயன்படுத்தப்பட்டுவிட்டது',
  notForEvent: 'இந்தத் தள்ளுபடிக் குறியீடு இந்த நிகழ்வுக்கு உரியதல்ல',
  alreadyUsed: 'இந்தத் தள்ளுபடிக் குறியீட்டை நீங்கள் ஏற்கனவே பயன்படுத்திவிட்டீர்கள்',
  taken: 'இந்தப் பெயரில் வேறொரு தள்ளுபடிக் குறியீடு உள்ளது',
  notFound: 'இந்தத் தள்ளுபடிக் குறியீடு கிடைக்கவில்லை',
  saved: 'தள்ளுபடிக் குறியீடு சேமிக்கப்பட்டது',
  added: 'தள்ளுபடிக் குறியீடு சேர்க்கப்பட்டது',
  percentTooHigh: 'சதவீதம் அதிகபட்சம் 100',
  unknownProgram: 'ஒரு நிகழ்ச்சியைத் தேர்ந்தெடுக்கவும்',
};

export const DISCOUNT_KIND_LABELS_TA: Record<keyof typeof DISCOUNT_KIND_LABELS, string> = {
  amount: 'தொகைத் தள்ளுபடி',
  percent: 'சதவீதத் தள்ளுபடி',
};

export const EVENT_FIELD_MESSAGES_TA: Record<keyof typeof EVENT_FIELD_MESSAGES, string> = {
  money: 'நிகழ்வின் விலைகளையும் பண அமைப்புகளையும் நிதிப் பொறுப்பாளர் அல்லது உரிமையாளர் மட்டுமே மாற்றுவர்',
  details: 'நிகழ்வின் தேதிகள், உரைகள், இருக்கைகள் மற்றும் வெளியீட்டை அதன் ஒருங்கிணைப்பாளர்கள், தொகுப்பாளர்கள் அல்லது உரிமையாளர் மாற்றுவர்',
  readOnlyMoney: 'விலைகளும் பண அமைப்புகளும் நிதிப் பொறுப்பாளர் அல்லது உரிமையாளரால் அமைக்கப்படுகின்றன: இங்கே படிக்க மட்டும்',
  readOnlyDetails: 'நிகழ்வை அதன் ஒருங்கிணைப்பாளர்கள் அமைக்கின்றனர்: இங்கே அதன் விலைகளையும் பண அமைப்புகளையும் மட்டுமே மாற்ற முடியும்',
};

export const RECEIPT_MESSAGES_TA: Record<keyof typeof RECEIPT_MESSAGES, string> = {
  notFound: 'இந்த எண்ணில் ரசீது இல்லை',
  notReceipted: 'இந்த நன்கொடைக்கு ரசீது இல்லை: இது செலுத்தப்படவில்லை',
  alreadyCancelled: 'இந்த ரசீது ஏற்கெனவே ரத்து செய்யப்பட்டது',
  notCurrent: 'ரசீது {number} இப்போது நடப்பில் இல்லை: அது ரத்து செய்யப்பட்டது அல்லது மாற்றப்பட்டது. பட்டியலை மீண்டும் ஏற்றிப் பார்க்கவும்',
  cancelled: 'ரசீது ரத்து செய்யப்பட்டது; அதன் எண் பயன்பாட்டிலேயே இருக்கும்',
  corrected: 'ரசீது ரத்து செய்யப்பட்டு திருத்தப்பட்ட ரசீது வழங்கப்பட்டது',
  nothingCorrected: 'திருத்தப்பட்ட விவரங்கள் ரசீதில் உள்ளவையே: குறைந்தது ஒன்றை மாற்றவும், அல்லது திருத்தமின்றி ரத்து செய்யவும்',
  notOfDonation: 'இந்த எண் இந்த நன்கொடையின் ரசீது அல்ல',
  cancelledForDevotee: 'இந்த ரசீது அறக்கட்டளையால் ரத்து செய்யப்பட்டது. திருத்தப்பட்ட ரசீதுக்கு அறக்கட்டளையைத் தொடர்பு கொள்ளவும்',
  locked: 'வழங்கப்பட்ட ரசீதைத் திருத்த முடியாது: காரணத்துடன் ரத்து செய்து திருத்தப்பட்ட ரசீதை வழங்கவும்',
  urnLapsed:
    'தள அமைப்புகளில் உள்ள 80G செல்லுபடிக் காலம் ({validity}) இந்த ரசீதின் தேதியை ({date}, {ay}) உள்ளடக்கவில்லை: காலாவதியான பதிவுடன் 80G ரசீது அச்சிடப்படாது. தள அமைப்புகளில் “80G validity” (புதுப்பிக்கப்பட்டிருந்தால் 80G பதிவு எண்ணையும்) மாற்றி, ரசீதை மீண்டும் பதிவிறக்கவும்',
  urnUnreadable:
    'தள அமைப்புகளில் உள்ள 80G செல்லுபடிக் காலம் “{validity}” என உள்ளது; இது மதிப்பீட்டு ஆண்டுகளின் வரம்பு அல்ல: தள அமைப்புகளில் AY 2026-27 to AY 2030-31 என எழுதி, ரசீதை மீண்டும் பதிவிறக்கவும்',
  urnLapsedForDevotee: 'உங்கள் 80G ரசீதை அறக்கட்டளை புதுப்பித்து வருகிறது; இப்போது பதிவிறக்க இயலாது. சிறிது நேரம் கழித்து முயலவும் அல்லது அறக்கட்டளையைத் தொடர்பு கொள்ளவும்',
};

export const RECEIPT_STATUS_LABELS_TA: Record<ReceiptStatus, string> = { issued: 'வழங்கப்பட்டது', cancelled: 'ரத்து செய்யப்பட்டது' };

/** Every option list whose entries must have a Tamil label (checked by tamil.test.ts). */
/** Form 10BD / 10BE. */
export const TAX_MESSAGES_TA: Record<keyof typeof TAX_MESSAGES, string> = {
  invalidFy: '2026-27 போன்ற நிதியாண்டை உள்ளிடவும்',
  missingId: 'PAN அல்லது ஆதார் இல்லை: நன்கொடையாளர் ஒன்றைத் தரும் வரை இந்த வரியைத் தாக்கல் செய்ய இயலாது (ரசீதைத் திருத்தவும்)',
  missingAddress: 'முகவரி இல்லை: நன்கொடையாளரின் முகவரி ரசீதில் இடம்பெறும் வரை இந்த வரியைத் தாக்கல் செய்ய இயலாது',
  noUrnDate: '80G பதிவு (URN) வழங்கப்பட்ட தேதி அமைக்கப்படவில்லை: தாக்கல் செய்யும் முன் கீழே (நிதி) அல்லது தள அமைப்புகளில் (உரிமையாளர்) உள்ளிடவும்',
  exported: 'படிவம் 10BD ஏற்றுமதி செய்யப்பட்டது',
  zipRequired: 'படிவம் 10BE சான்றிதழ்களின் ZIP கோப்பைத் தேர்ந்தெடுக்கவும்',
  notZip: 'இது ZIP கோப்பு அல்ல (அல்லது சேதமடைந்துள்ளது): வரி இணையதளம் தந்த ZIP ஐப் பதிவேற்றவும்',
  zipTooLarge: 'ZIP மிகப் பெரியது: அதிகபட்சம் 50 MB, 2,000 சான்றிதழ்கள்; பிரித்துப் பதிவேற்றவும்',
  zipEmpty: 'ZIP இல் PDF கோப்பு எதுவும் இல்லை',
  entryTooLarge: 'ZIP இல் உள்ள {file} விரித்தால் 5 MB க்கு மேல் (ஒரு சான்றிதழ் இதைவிட மிகச் சிறியது) அல்லது ZIP அறிவிப்பதை விட அதிகமாக ஆகிறது: ZIP மறுக்கப்பட்டது, எதுவும் வைக்கப்படவில்லை',
  unpackedTooLarge: 'ZIP விரித்தால் 200 MB க்கு மேல் ஆகிறது: பிரித்துப் பதிவேற்றவும்',
  notPdf: 'PDF கோப்பு அல்ல: விடப்பட்டது',
  pdfUnreadable: 'PDF ஐப் படிக்க இயலவில்லை: விடப்பட்டது',
  notForm10be: 'இந்த PDF படிவம் 10BE சான்றிதழ் அல்ல: விடப்பட்டது',
  duplicate: 'ஏற்கெனவே பதிவேற்றப்பட்டது: விடப்பட்டது',
  noExport: 'இந்த ஆண்டுக்குப் படிவம் 10BD ஏற்றுமதி இல்லை: முதலில் ஏற்றுமதி செய்து, பின் கையால் பொருத்தவும்',
  noRowMatches: 'சமீபத்திய படிவம் 10BD ஏற்றுமதியில் இந்த நன்கொடையாளர் அடையாளமும் தொகையும் கொண்ட வரி இல்லை',
  severalRows: 'சமீபத்திய படிவம் 10BD ஏற்றுமதியில் பல வரிகள் பொருந்துகின்றன: கையால் பொருத்தவும்',
  uploaded: 'சான்றிதழ்கள் படிக்கப்பட்டன',
  certificateNotFound: 'இந்த எண்ணில் சான்றிதழ் இல்லை',
  rowNotFound: 'இந்த எண்ணில் படிவம் 10BD வரி இல்லை',
  matched: 'சான்றிதழ் வரியுடன் பொருத்தப்பட்டு நன்கொடையாளருக்கு அனுப்பப்பட்டது',
  alreadyMatched: 'இந்தச் சான்றிதழ் ஏற்கெனவே ஒரு வரியுடன் பொருத்தப்பட்டுள்ளது',
  matchedSendByHand: 'சான்றிதழ் வரியுடன் பொருத்தப்பட்டது. அதன் நன்கொடைகள் அனைத்தும் ஒரே கணக்கினுடையவை அல்ல: இது எந்த நன்கொடைப் பட்டியலிலும் இல்லை, எனவே நீங்களே நன்கொடையாளருக்கு அனுப்பவும்',
  conflictUnresolved: 'ஒரு PAN அல்லது ஆதார் ஒன்றுக்கு மேற்பட்ட கணக்குகளால் தரப்பட்டுள்ளது: ஏற்றுமதி செய்யும் முன் சரிபார்ப்புப் பட்டியலில் அதன் பதிவுபெற்ற நன்கொடையாளரைத் தேர்ந்தெடுக்கவும்',
  conflictNotFound: 'இந்த ஆண்டில் இந்தக் குறியீட்டில் ஒன்றுக்கு மேற்பட்ட கணக்குகள் தந்த PAN அல்லது ஆதார் இல்லை: சரிபார்ப்புப் பட்டியலை மீண்டும் ஏற்றவும்',
  notAnAccountOfConflict: 'இந்த PAN அல்லது ஆதாருடன் நன்கொடை தந்த கணக்குகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்',
  donorOfRecordSaved: 'பதிவுபெற்ற நன்கொடையாளர் சேமிக்கப்பட்டார்: வரியில் அவரது பெயரும் முகவரியும் இடம்பெறும்',
};
export const FORM_10BE_TEXTS_TA: Record<keyof typeof FORM_10BE_TEXTS, string> = {
  heading: 'படிவம் 10BE சான்றிதழ்கள்',
  intro: '80G கழிவு கோர, வருமான வரித் துறை வழங்கிய, அந்த ஆண்டின் உங்கள் நன்கொடைகளுக்கான சான்றிதழ்.',
  download: 'படிவம் 10BE',
  year: 'நிதியாண்டு',
  amount: 'தொகை',
};
export const DONATION_TYPE_10BD_LABELS_TA: Record<keyof typeof DONATION_TYPE_10BD_LABELS, string> = { corpus: 'நிலைநிதி (Corpus)', specific_grant: 'குறிப்பிட்ட மானியம்', others: 'மற்றவை' };
export const RECEIPT_MODE_10BD_LABELS_TA: Record<keyof typeof RECEIPT_MODE_10BD_LABELS, string> = {
  cash: 'ரொக்கம்',
  kind: 'பொருளாக',
  electronic: 'மின்னணு முறைகள் (கணக்கில் செலுத்தும் காசோலை/வரைவோலை உட்பட)',
  others: 'மற்றவை',
};
export const ID_CODE_10BD_LABELS_TA: Record<keyof typeof ID_CODE_10BD_LABELS, string> = { pan: 'நிரந்தரக் கணக்கு எண் (PAN)', aadhaar: 'ஆதார் எண்' };

export const OPTION_LISTS: Record<string, readonly string[]> = {
  SALUTATIONS,
  GENDERS,
  MARITAL_STATUSES,
  PROFESSIONS,
  SOURCES,
  DIVIJA_ACCOMODATION,
  KAIVALYA_ACCOMODATION,
  YES_NO,
};

/** An English catalogue and its Tamil twin, keyed alike (used for the lookup and the export). */
export interface Catalogue {
  name: string;
  en: Readonly<Record<string, string>>;
  ta: Readonly<Record<string, string>>;
}
const pair = <K extends string>(name: string, en: Readonly<Record<K, string>>, ta: Readonly<Record<K, string>>): Catalogue => ({ name, en, ta });

/** A catalogue's plain texts (its templates, functions of a value, are in TEMPLATES). */
const textsOf = <T extends Record<string, unknown>>(catalogue: T) =>
  Object.fromEntries(Object.entries(catalogue).filter(([, v]) => typeof v === 'string')) as { [K in keyof T as T[K] extends string ? K : never]: string };

export const CATALOGUES: readonly Catalogue[] = [
  pair('MESSAGES', MESSAGES, MESSAGES_TA),
  pair('CATALOG_MESSAGES', CATALOG_MESSAGES, CATALOG_MESSAGES_TA),
  pair('DONATION_MESSAGES', DONATION_MESSAGES, DONATION_MESSAGES_TA),
  pair('CONTACT_MESSAGES', CONTACT_MESSAGES, CONTACT_MESSAGES_TA),
  pair('GALLERY_MESSAGES', GALLERY_MESSAGES, GALLERY_MESSAGES_TA),
  pair('PAYMENT_MESSAGES', PAYMENT_MESSAGES, PAYMENT_MESSAGES_TA),
  pair('PROGRAM_FORM_MESSAGES', PROGRAM_FORM_MESSAGES, PROGRAM_FORM_MESSAGES_TA),
  pair('REGISTRATION_MESSAGES', REGISTRATION_MESSAGES, REGISTRATION_MESSAGES_TA),
  pair('SEAT_MESSAGES', SEAT_MESSAGES, SEAT_MESSAGES_TA),
  pair('WAITLIST_MESSAGES', WAITLIST_MESSAGES, WAITLIST_MESSAGES_TA),
  pair('WAITING_ROOM_MESSAGES', WAITING_ROOM_MESSAGES, WAITING_ROOM_MESSAGES_TA),
  pair('TICKET_TYPE_MESSAGES', TICKET_TYPE_MESSAGES, TICKET_TYPE_MESSAGES_TA),
  pair('QUESTION_MESSAGES', QUESTION_MESSAGES, QUESTION_MESSAGES_TA),
  pair('DISCOUNT_CODE_MESSAGES', DISCOUNT_CODE_MESSAGES, DISCOUNT_CODE_MESSAGES_TA),
  pair('DISCOUNT_KIND_LABELS', DISCOUNT_KIND_LABELS, DISCOUNT_KIND_LABELS_TA),
  pair('BROADCAST_MESSAGES', BROADCAST_MESSAGES, BROADCAST_MESSAGES_TA),
  pair('MESSAGE_TEXT_MESSAGES', MESSAGE_TEXT_MESSAGES, MESSAGE_TEXT_MESSAGES_TA),
  pair('BROADCAST_AUDIENCE_LABELS', BROADCAST_AUDIENCE_LABELS, BROADCAST_AUDIENCE_LABELS_TA),
  pair('BROADCAST_CHANNEL_LABELS', BROADCAST_CHANNEL_LABELS, BROADCAST_CHANNEL_LABELS_TA),
  pair('BROADCAST_STATE_LABELS', BROADCAST_STATE_LABELS, BROADCAST_STATE_LABELS_TA),
  pair('BULK_MESSAGES', BULK_MESSAGES, BULK_MESSAGES_TA),
  pair('BULK_ACTION_LABELS', BULK_ACTION_LABELS, BULK_ACTION_LABELS_TA),
  pair('BULK_STATE_LABELS', BULK_STATE_LABELS, BULK_STATE_LABELS_TA),
  pair('EVENT_FIELD_MESSAGES', EVENT_FIELD_MESSAGES, EVENT_FIELD_MESSAGES_TA),
  pair('TICKET_TEXTS', TICKET_TEXTS, TICKET_TEXTS_TA),
  pair('CONTENT_MESSAGES', CONTENT_MESSAGES, CONTENT_MESSAGES_TA),
  pair('SETTINGS_MESSAGES', textsOf(SETTINGS_MESSAGES), SETTINGS_MESSAGES_TA),
  pair('PAYMENT_STATE_LABELS', PAYMENT_STATE_LABELS, PAYMENT_STATE_LABELS_TA),
  pair('SEAT_STATE_LABELS', SEAT_STATE_LABELS, SEAT_STATE_LABELS_TA),
  pair('OFFLINE_METHOD_LABELS', OFFLINE_METHOD_LABELS, OFFLINE_METHOD_LABELS_TA),
  pair('DESK_PAYMENT_LABELS', DESK_PAYMENT_LABELS, DESK_PAYMENT_LABELS_TA),
  pair('DESK_MESSAGES', DESK_MESSAGES, DESK_MESSAGES_TA),
  pair('TEMPLATES', TEMPLATES, TEMPLATES_TA),
  pair('SETTINGS_LABELS', SETTINGS_LABELS, SETTINGS_LABELS_TA),
  pair('DONATION_MODE_LABELS', DONATION_MODE_LABELS, DONATION_MODE_LABELS_TA),
  pair('GALLERY_ADMIN_MESSAGES', GALLERY_ADMIN_MESSAGES, GALLERY_ADMIN_MESSAGES_TA),
  pair('MESSAGE_KIND_LABELS', MESSAGE_KIND_LABELS, MESSAGE_KIND_LABELS_TA),
  pair('PAYMENT_PURPOSE_LABELS', PAYMENT_PURPOSE_LABELS, PAYMENT_PURPOSE_LABELS_TA),
  pair('ATTEMPT_STATUS_LABELS', ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_LABELS_TA),
  pair('REFUND_METHOD_LABELS', REFUND_METHOD_LABELS, REFUND_METHOD_LABELS_TA),
  pair('RECEIPT_MESSAGES', RECEIPT_MESSAGES, RECEIPT_MESSAGES_TA),
  pair('RECEIPT_STATUS_LABELS', RECEIPT_STATUS_LABELS, RECEIPT_STATUS_LABELS_TA),
  pair('TAX_MESSAGES', TAX_MESSAGES, TAX_MESSAGES_TA),
  pair('FORM_10BE_TEXTS', FORM_10BE_TEXTS, FORM_10BE_TEXTS_TA),
  pair('DONATION_TYPE_10BD_LABELS', DONATION_TYPE_10BD_LABELS, DONATION_TYPE_10BD_LABELS_TA),
  pair('RECEIPT_MODE_10BD_LABELS', RECEIPT_MODE_10BD_LABELS, RECEIPT_MODE_10BD_LABELS_TA),
  pair('ID_CODE_10BD_LABELS', ID_CODE_10BD_LABELS, ID_CODE_10BD_LABELS_TA),
  pair('EVENT_STATUS_LABELS', EVENT_STATUS_LABELS, EVENT_STATUS_LABELS_TA),
  pair('PAY_STATUS_LABELS', PAY_STATUS_LABELS, PAY_STATUS_LABELS_TA),
  pair('DONATION_CATEGORY_LABELS', DONATION_CATEGORY_LABELS, DONATION_CATEGORY_LABELS_TA),
  pair('NATIONALITY_LABELS', NATIONALITY_LABELS, NATIONALITY_LABELS_TA),
  pair('DONATION_ACCOUNT_LABELS', DONATION_ACCOUNT_LABELS, DONATION_ACCOUNT_LABELS_TA),
  pair('FIELD_TEXTS', Object.fromEntries(Object.keys(FIELD_TEXTS_TA).map((k) => [k, k])), FIELD_TEXTS_TA),
  pair('OPTION_LABELS', Object.fromEntries(Object.keys(OPTION_LABELS_TA).map((k) => [k, k])), OPTION_LABELS_TA),
];

/** One string for the translator: its key, the English, the Tamil and whether a person reviewed it. */
export interface TranslationEntry {
  key: string;
  en: string;
  ta: string;
  reviewed: boolean;
}

/** Every contract string with its Tamil: the translator's reviewed text where there is one, else the draft. */
export function translationEntries(): TranslationEntry[] {
  return CATALOGUES.flatMap(({ name, en, ta }) =>
    Object.keys(en).map((k) => {
      const key = `${name}.${k}`;
      const review = TAMIL_REVIEWS[key];
      return { key, en: en[k]!, ta: review?.ta ?? ta[k]!, reviewed: review?.reviewed ?? false };
    }),
  );
}

/**
 * A contract text in the reader's language, with the office's corrections (`overrides`: Tamil by
 * the translator's key, `MESSAGES.required`) put before the build's Tamil. Texts the contract does
 * not own (names, content) come back unchanged, and so does English. A server message naming its
 * field ("mobile: Please enter Valid Mobile number") keeps the field name and translates the rest.
 */
export function tamilLookup(overrides: Readonly<Record<string, string>> = {}): (text: string, lang: Lang) => string {
  const entries = translationEntries().map((e) => (overrides[e.key] ? { ...e, ta: overrides[e.key]! } : e));
  /** English text → Tamil, from every catalogue (the office's text, then the translator's, then the draft). */
  const tamilOfText = new Map<string, string>(entries.map((e): [string, string] => [e.en, e.ta]));
  /** Texts with `{name}` values ('Already checked in on {when}'), as patterns over the filled-in English. */
  const templated = entries
    .filter((e) => /\{\w+\}/.test(e.en))
    .map((e) => {
      const names: string[] = [];
      const source = e.en.split(/(\{\w+\})/).map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp(`^${source.join('')}$`, 's'), names, ta: e.ta };
    });
  const tamilOf = (text: string): string | undefined => {
    const whole = tamilOfText.get(text);
    if (whole !== undefined) return whole;
    for (const { pattern, names, ta } of templated) {
      const m = pattern.exec(text);
      if (m) return names.reduce((out, name, i) => out.replace(`{${name}}`, m[i + 1]!), ta);
    }
    return undefined;
  };
  return (text, lang) => {
    if (lang === 'en' || !text) return text;
    const whole = tamilOf(text);
    if (whole !== undefined) return whole;
    const named = /^([\w.[\]]+): (.+)$/s.exec(text);
    if (named) {
      const rest = tamilOf(named[2]!);
      if (rest !== undefined) return `${named[1]}: ${rest}`;
    }
    return text;
  };
}

/** A contract text in the reader's language, as the build has it (tamilLookup without corrections). */
export const inLang: (text: string, lang: Lang) => string = tamilLookup();
