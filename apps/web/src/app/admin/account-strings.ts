import { addStrings } from '../../lib/i18n';

/**
 * The back office's account page in English and Tamil: one's own password and authenticator app.
 * The server's answers (wrong password, wrong code) come from the contract's catalogue.
 */
const en = {
  staffAccount: {
    title: 'My account',
    name: 'Name',
    email: 'Email',
    twoStep: 'Two-step sign-in',
    on: 'On',
    off: 'Off',
    password: {
      title: 'Change your password',
      intro: 'Enter your current password first. Your other sessions end when you change it.',
      current: 'Current password',
      new: 'New password',
      newHint: 'At least 10 characters',
      save: 'Change password',
    },
    otp: {
      title: 'Authenticator app',
      introOff: 'Turn on two-step sign-in: after your password, a 6-digit code from an app on your phone.',
      introOn: 'Moving to a new phone or app? Set up the new app here; the old one stops working when you confirm.',
      start: 'Turn on two-step sign-in',
      replace: 'Set up a new authenticator app',
      proof: 'First show it is you: your current password',
      proofWithCode: 'First show it is you: your current password and a code from the app you use now',
      current: 'Current password',
      currentCode: 'Code from your current app (or a recovery code)',
      next: 'Continue',
      cancel: 'Cancel',
      scan: 'Scan this code with the new authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP, …), then enter the 6-digit code it shows.',
      qrAlt: 'QR code to add this account to an authenticator app',
      typeKey: 'Or type this key:',
      newCode: '6-digit code from the new app',
      confirm: 'Confirm the new app',
    },
    codes: {
      title: 'Recovery codes',
      intro: 'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now; the earlier ones no longer work.',
      done: 'I have saved these codes',
    },
  },
};

const ta: typeof en = {
  staffAccount: {
    title: 'என் கணக்கு',
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    twoStep: 'இரு-படி உள்நுழைவு',
    on: 'இயக்கத்தில்',
    off: 'அணைக்கப்பட்டுள்ளது',
    password: {
      title: 'உங்கள் கடவுச்சொல்லை மாற்றவும்',
      intro: 'முதலில் தற்போதைய கடவுச்சொல்லை உள்ளிடவும். மாற்றியதும் உங்கள் மற்ற அமர்வுகள் முடிவடையும்.',
      current: 'தற்போதைய கடவுச்சொல்',
      new: 'புதிய கடவுச்சொல்',
      newHint: 'குறைந்தது 10 எழுத்துகள்',
      save: 'கடவுச்சொல்லை மாற்று',
    },
    otp: {
      title: 'அங்கீகரிப்புச் செயலி',
      introOff: 'இரு-படி உள்நுழைவை இயக்கவும்: கடவுச்சொல்லுக்குப் பிறகு, உங்கள் கைபேசிச் செயலியின் 6 இலக்கக் குறியீடு.',
      introOn: 'புதிய கைபேசி அல்லது செயலிக்கு மாறுகிறீர்களா? புதிய செயலியை இங்கே அமைக்கவும்; உறுதிசெய்ததும் பழையது வேலை செய்யாது.',
      start: 'இரு-படி உள்நுழைவை இயக்கு',
      replace: 'புதிய அங்கீகரிப்புச் செயலியை அமை',
      proof: 'முதலில் நீங்கள்தான் என்று காட்டவும்: உங்கள் தற்போதைய கடவுச்சொல்',
      proofWithCode: 'முதலில் நீங்கள்தான் என்று காட்டவும்: தற்போதைய கடவுச்சொல்லும் இப்போது பயன்படுத்தும் செயலியின் குறியீடும்',
      current: 'தற்போதைய கடவுச்சொல்',
      currentCode: 'தற்போதைய செயலியின் குறியீடு (அல்லது ஒரு மீட்புக் குறியீடு)',
      next: 'தொடர்க',
      cancel: 'ரத்து செய்',
      scan: 'புதிய அங்கீகரிப்புச் செயலியில் (Google Authenticator, Microsoft Authenticator, FreeOTP, …) இந்தக் குறியீட்டை ஸ்கேன் செய்து, அது காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடவும்.',
      qrAlt: 'இந்தக் கணக்கை அங்கீகரிப்புச் செயலியில் சேர்க்கும் QR குறியீடு',
      typeKey: 'அல்லது இந்தச் சாவியைத் தட்டச்சு செய்யவும்:',
      newCode: 'புதிய செயலியின் 6 இலக்கக் குறியீடு',
      confirm: 'புதிய செயலியை உறுதிசெய்',
    },
    codes: {
      title: 'மீட்புக் குறியீடுகள்',
      intro: 'இந்தக் குறியீடுகளைப் பாதுகாப்பான இடத்தில் வைத்திருங்கள். கைபேசியைத் தொலைத்தால் ஒவ்வொன்றும் ஒருமுறை உள்நுழைய உதவும். இப்போது மட்டுமே காட்டப்படும்; முந்தையவை இனி செல்லாது.',
      done: 'இந்தக் குறியீடுகளைச் சேமித்துவிட்டேன்',
    },
  },
};

addStrings(en, ta);
