import { addStrings } from '../../lib/i18n';

/** The waiting room's page (server texts stay in WAITING_ROOM_MESSAGES). */
export const en = {
  wroom: {
    title: 'Waiting room',
    lead: 'Many devotees are registering at this moment. Keep this page open: it moves on by itself, and when your turn comes the registration form opens.',
    place: 'You are number {{place}} in the queue',
    wait_one: 'Estimated wait: about {{count}} minute',
    wait_other: 'Estimated wait: about {{count}} minutes',
    waitSoon: 'Estimated wait: less than a minute',
    opens: 'Registrations open at {{time}} (India time).',
    drawn: 'Everyone who arrives before the opening gets a place drawn at random, so there is no need to refresh.',
    checking: 'Finding your place…',
    turn: 'Your turn has come. Opening the registration form…',
    retrying: 'The connection was lost. Trying again…',
    back: 'Back to the registration page',
  },
};

export const ta: typeof en = {
  wroom: {
    title: 'காத்திருப்பு அறை',
    lead: 'இப்போது பல பக்தர்கள் பதிவு செய்கின்றனர். இந்தப் பக்கத்தைத் திறந்தே வையுங்கள்: அது தானாக முன்னேறும்; உங்கள் முறை வந்ததும் பதிவுப் படிவம் திறக்கும்.',
    place: 'வரிசையில் நீங்கள் {{place}}-ஆவது இடத்தில் உள்ளீர்கள்',
    wait_one: 'காத்திருக்கும் நேரம்: ஏறக்குறைய {{count}} நிமிடம்',
    wait_other: 'காத்திருக்கும் நேரம்: ஏறக்குறைய {{count}} நிமிடங்கள்',
    waitSoon: 'காத்திருக்கும் நேரம்: ஒரு நிமிடத்துக்கும் குறைவு',
    opens: 'பதிவுகள் {{time}} (இந்திய நேரம்) மணிக்குத் தொடங்கும்.',
    drawn: 'தொடக்கத்துக்கு முன் வரும் அனைவருக்கும் குலுக்கல் முறையில் இடம் கிடைக்கும்; பக்கத்தைப் புதுப்பிக்கத் தேவையில்லை.',
    checking: 'உங்கள் இடம் தேடப்படுகிறது…',
    turn: 'உங்கள் முறை வந்துவிட்டது. பதிவுப் படிவம் திறக்கிறது…',
    retrying: 'இணைப்பு துண்டிக்கப்பட்டது. மீண்டும் முயல்கிறோம்…',
    back: 'பதிவுப் பக்கத்துக்குத் திரும்ப',
  },
};

addStrings(en, ta);
