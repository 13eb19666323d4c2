import { addStrings } from '../../lib/i18n';

/** Labels of the seats and waiting-list box on the registration screens (server texts stay in SEAT_MESSAGES). */
export const en = {
  seats: {
    left_one: '{{count}} seat left',
    left_other: '{{count}} seats left',
    full: 'This event is full.',
    join: 'Join the waiting list',
    leave: 'Leave the waiting list',
    place: 'You are number {{place}} on the waiting list. We will write to you by email and SMS when a seat frees.',
    offer: 'A seat is kept for you until {{until}}. Complete your registration below before then.',
    offerDetail: 'A seat is kept for you until {{until}} (India time). Register for the event before then.',
    registerNow: 'Register now',
  },
};

export const ta: typeof en = {
  seats: {
    left_one: '{{count}} இடம் மீதம் உள்ளது',
    left_other: '{{count}} இடங்கள் மீதம் உள்ளன',
    full: 'இந்த நிகழ்வில் இடங்கள் நிரம்பிவிட்டன.',
    join: 'காத்திருப்புப் பட்டியலில் சேர',
    leave: 'காத்திருப்புப் பட்டியலிலிருந்து விலக',
    place: 'காத்திருப்புப் பட்டியலில் நீங்கள் {{place}}-ஆவது இடத்தில் உள்ளீர்கள். இடம் காலியானதும் மின்னஞ்சல் மற்றும் SMS மூலம் தெரிவிப்போம்.',
    offer: '{{until}} வரை உங்களுக்காக ஓர் இடம் வைக்கப்பட்டுள்ளது. அதற்குள் கீழே பதிவை முடியுங்கள்.',
    offerDetail: '{{until}} (இந்திய நேரம்) வரை உங்களுக்காக ஓர் இடம் வைக்கப்பட்டுள்ளது. அதற்குள் நிகழ்வுக்குப் பதிவு செய்யுங்கள்.',
    registerNow: 'இப்போதே பதிவு செய்ய',
  },
};

addStrings(en, ta);
