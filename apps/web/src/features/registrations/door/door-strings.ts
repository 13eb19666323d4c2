import { addStrings } from '../../../lib/i18n';

/** The door's offline texts (the check-in page): English and Tamil, read aloud by a volunteer. */
export const en = {
  door: {
    verdict: {
      valid: 'Checked in: {{who}}',
      balance_due: 'Checked in: {{who}}. Balance due {{amount}}: collect it',
      already: 'Already checked in here at {{time}}: {{who}}',
      cancelled: 'This registration is cancelled: it cannot be checked in',
      unpaid: 'Nothing is paid on this registration: it cannot be checked in',
      other_event: 'This ticket is for another event',
      other_event_named: 'This ticket is for another event: {{event}}',
      forged: 'This ticket is not valid',
    },
    offline: 'No network: this door decides on its own and sends its check-ins when the network returns.',
    ready: 'Ready for no network: {{count}} people of this event on this phone (list of {{time}}).',
    notReady: 'Not ready for no network yet: open this page once with the network on.',
    pending: 'Check-ins waiting to be sent: {{count}}',
    allSent: 'Every check-in of this door is sent.',
    conflicts: 'Scanned more than once or refused when sent',
    noConflicts: 'No one was scanned twice.',
    firstIn: 'Checked in {{time}} ({{door}}, {{staff}})',
    alsoScanned: 'Also scanned at {{time}} ({{door}}, {{staff}})',
    refusedScan: 'Let in at {{time}} ({{door}}) but refused when sent: {{reason}}',
    undoneScan: 'Scanned at {{time}} ({{door}}); the check-in was undone',
    online: 'online',
    reason: {
      cancelled: 'cancelled',
      unpaid: 'nothing paid',
      other_event: 'another event',
      unknown: 'no such registration',
    },
  },
};

export const ta: typeof en = {
  door: {
    verdict: {
      valid: 'வருகை பதிவு செய்யப்பட்டது: {{who}}',
      balance_due: 'வருகை பதிவு செய்யப்பட்டது: {{who}}. செலுத்த வேண்டிய மீதி {{amount}}: அதைப் பெறுங்கள்',
      already: 'இங்கே ஏற்கெனவே {{time}} மணிக்கு வருகை பதிவு செய்யப்பட்டது: {{who}}',
      cancelled: 'இந்தப் பதிவு ரத்து செய்யப்பட்டது: வருகை பதிவு செய்ய முடியாது',
      unpaid: 'இந்தப் பதிவுக்கு எதுவும் செலுத்தப்படவில்லை: வருகை பதிவு செய்ய முடியாது',
      other_event: 'இந்த நுழைவுச்சீட்டு வேறு நிகழ்வுக்கானது',
      other_event_named: 'இந்த நுழைவுச்சீட்டு வேறு நிகழ்வுக்கானது: {{event}}',
      forged: 'இந்த நுழைவுச்சீட்டு செல்லுபடியாகாது',
    },
    offline: 'இணையம் இல்லை: இந்த வாயில் தானே முடிவு செய்கிறது; இணையம் திரும்பியதும் வருகைப் பதிவுகளை அனுப்பும்.',
    ready: 'இணையம் இல்லாமலும் செயல்படத் தயார்: இந்த நிகழ்வின் {{count}} பேர் இந்தத் தொலைபேசியில் உள்ளனர் ({{time}} பட்டியல்).',
    notReady: 'இணையம் இல்லாமல் செயல்பட இன்னும் தயாராகவில்லை: இணையம் உள்ளபோது இந்தப் பக்கத்தை ஒருமுறை திறக்கவும்.',
    pending: 'அனுப்பக் காத்திருக்கும் வருகைப் பதிவுகள்: {{count}}',
    allSent: 'இந்த வாயிலின் எல்லா வருகைப் பதிவுகளும் அனுப்பப்பட்டன.',
    conflicts: 'ஒன்றுக்கு மேற்பட்ட முறை ஸ்கேன் செய்யப்பட்டவை அல்லது அனுப்பியபோது மறுக்கப்பட்டவை',
    noConflicts: 'யாரும் இருமுறை ஸ்கேன் செய்யப்படவில்லை.',
    firstIn: '{{time}} மணிக்கு வருகை பதிவு ({{door}}, {{staff}})',
    alsoScanned: '{{time}} மணிக்கும் ஸ்கேன் செய்யப்பட்டது ({{door}}, {{staff}})',
    refusedScan: '{{time}} மணிக்கு ({{door}}) அனுமதிக்கப்பட்டது, ஆனால் அனுப்பியபோது மறுக்கப்பட்டது: {{reason}}',
    undoneScan: '{{time}} மணிக்கு ஸ்கேன் செய்யப்பட்டது ({{door}}); வருகைப் பதிவு நீக்கப்பட்டது',
    online: 'இணையத்தில்',
    reason: {
      cancelled: 'ரத்து செய்யப்பட்டது',
      unpaid: 'எதுவும் செலுத்தப்படவில்லை',
      other_event: 'வேறு நிகழ்வு',
      unknown: 'இந்தப் பதிவு இல்லை',
    },
  },
};

addStrings(en, ta);
