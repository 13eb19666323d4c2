import { DETAIL_FORMS, FEEDBACK_FORMS, TRANSLATION_PREFIX, isDetailProgram, isFeedbackProgram } from '@portal/contract/program-forms';
import type { Queryable } from '../db/client.ts';

/**
 * English and Tamil labels of the post-registration and feedback forms (entries
 * trans_word, trans_en, trans_ta keyed by program prefix plus field name, e.g. `ulchemy_dream`).
 * The fields are those of the contract's form lists (program-forms.ts); this file holds their
 * labels. Program 0 holds words shared by every form. The forms need these in production as well, so
 * loading is idempotent and separate from the demo content.
 */

interface Label {
  en: string;
  ta: string;
}

/** Rows of field (or word), English label, Tamil label. */
const labels = (rows: [string, string, string][]): Record<string, Label> => Object.fromEntries(rows.map(([word, en, ta]) => [word, { en, ta }]));

/** `{p}` is replaced by the program's name in the label's language. */
const FIELD_LABELS = labels([
  // Registration detail forms
  ['nature', 'What is your nature?', 'உங்கள் இயல்பு என்ன?'],
  ['interest', 'What are your interests?', 'உங்கள் ஆர்வங்கள் என்ன?'],
  ['dream', 'What is your dream?', 'உங்கள் கனவு என்ன?'],
  ['motivation', 'What motivates you to attend {p}?', '{p} நிகழ்ச்சியில் கலந்துகொள்ள உங்களைத் தூண்டுவது எது?'],
  ['know_program', 'How did you come to know about {p}?', '{p} பற்றி உங்களுக்கு எப்படித் தெரியவந்தது?'],
  ['physical_problem', 'Do you have any physical health problem?', 'உங்களுக்கு ஏதேனும் உடல்நலப் பிரச்சினை உள்ளதா?'],
  ['desc_physical_problem', 'Please describe your physical health problem', 'உங்கள் உடல்நலப் பிரச்சினையை விவரிக்கவும்'],
  ['similar_program', 'Have you attended a similar program before?', 'இதற்கு முன் இதுபோன்ற நிகழ்ச்சியில் கலந்துகொண்டிருக்கிறீர்களா?'],
  ['desc_similar_program', 'Please give details of that program', 'அந்த நிகழ்ச்சியின் விவரங்களைத் தரவும்'],
  ['emergency_contact1', 'Emergency contact number 1', 'அவசரத் தொடர்பு எண் 1'],
  ['emergency_relation1', 'Relationship with emergency contact 1', 'அவசரத் தொடர்பு 1 உடனான உறவுமுறை'],
  ['emergency_contact2', 'Emergency contact number 2', 'அவசரத் தொடர்பு எண் 2'],
  ['emergency_relation2', 'Relationship with emergency contact 2', 'அவசரத் தொடர்பு 2 உடனான உறவுமுறை'],
  ['goal_life', 'What is your goal in life?', 'உங்கள் வாழ்க்கையின் இலக்கு என்ன?'],
  ['reason_attend', 'What is your reason for attending {p}?', '{p} நிகழ்ச்சியில் கலந்துகொள்வதற்கான உங்கள் காரணம் என்ன?'],
  ['body_problem', 'Do you have any bodily ailment?', 'உங்களுக்கு ஏதேனும் உடல் உபாதை உள்ளதா?'],
  ['desc_body_problem', 'Please describe the ailment', 'அந்த உபாதையை விவரிக்கவும்'],
  ['surgery', 'Have you undergone any surgery?', 'உங்களுக்கு ஏதேனும் அறுவை சிகிச்சை செய்யப்பட்டுள்ளதா?'],
  ['desc_surgery', 'Please give details of the surgery', 'அறுவை சிகிச்சையின் விவரங்களைத் தரவும்'],
  ['psychological_problem', 'Have you faced any psychological difficulty?', 'உங்களுக்கு ஏதேனும் மனநலச் சிக்கல் இருந்ததா?'],
  ['desc_psychological_problem', 'Please describe the psychological difficulty', 'அந்த மனநலச் சிக்கலை விவரிக்கவும்'],
  ['information', 'Is there anything else we should know about you?', 'உங்களைப் பற்றி நாங்கள் அறிய வேண்டிய வேறு ஏதேனும் தகவல் உள்ளதா?'],
  ['desc_information', 'Please share that information', 'அந்தத் தகவலைப் பகிரவும்'],
  ['accomodation', 'Accommodation and travel', 'தங்குமிடம் மற்றும் பயண ஏற்பாடு'],
  ['dvija_date', 'Date you attended Divija', 'நீங்கள் திவிஜா நிகழ்ச்சியில் கலந்துகொண்ட தேதி'],
  ['dvijaplus_date', 'Date you attended Divija Plus', 'நீங்கள் திவிஜா பிளஸ் நிகழ்ச்சியில் கலந்துகொண்ட தேதி'],
  ['transformation', 'What transformation do you seek in your life?', 'உங்கள் வாழ்க்கையில் நீங்கள் எதிர்பார்க்கும் மாற்றம் என்ன?'],
  ['seats', 'Number of seats required', 'தேவையான இருக்கைகளின் எண்ணிக்கை'],
  ['journey', 'What do you seek from this journey?', 'இந்தப் பயணத்தில் நீங்கள் தேடுவது என்ன?'],
  // Feedback forms
  ['expected', 'What did you expect from {p}?', '{p} நிகழ்ச்சியிலிருந்து நீங்கள் எதை எதிர்பார்த்தீர்கள்?'],
  ['learn_program', 'What did you learn in {p}?', '{p} நிகழ்ச்சியில் நீங்கள் கற்றுக்கொண்டது என்ன?'],
  ['practice_program', 'How will you practise what you learnt?', 'கற்றுக்கொண்டதை எப்படிப் பயிற்சி செய்வீர்கள்?'],
  ['participate_upcoming', 'Would you like to take part in our upcoming programs?', 'எங்கள் வரவிருக்கும் நிகழ்ச்சிகளில் பங்கேற்க விரும்புகிறீர்களா?'],
  ['wish_volunteer', 'Would you like to volunteer with us?', 'எங்களுடன் தன்னார்வலராகச் சேவை செய்ய விரும்புகிறீர்களா?'],
  ['about_program', 'Please share your thoughts about {p}', '{p} நிகழ்ச்சியைப் பற்றிய உங்கள் கருத்துகளைப் பகிரவும்'],
  ['experience', 'Please describe your experience', 'உங்கள் அனுபவத்தை விவரிக்கவும்'],
  ['goal_before', 'What was your goal before the program?', 'நிகழ்ச்சிக்கு முன் உங்கள் இலக்கு என்னவாக இருந்தது?'],
  ['goal_after', 'What is your goal after the program?', 'நிகழ்ச்சிக்குப் பின் உங்கள் இலக்கு என்ன?'],
  ['things_notforget', 'What will you never forget from the program?', 'இந்த நிகழ்ச்சியில் நீங்கள் என்றும் மறக்காதது எது?'],
  ['recommend_program', 'Would you recommend {p} to others?', '{p} நிகழ்ச்சியை மற்றவர்களுக்குப் பரிந்துரைப்பீர்களா?'],
  ['wish_kaivalya', 'Would you like to attend Kaivalya?', 'கைவல்யா நிகழ்ச்சியில் கலந்துகொள்ள விரும்புகிறீர்களா?'],
  ['spouse_attend', 'Did your spouse attend the program with you?', 'உங்கள் வாழ்க்கைத் துணை உங்களுடன் இந்த நிகழ்ச்சியில் கலந்துகொண்டாரா?'],
  ['want_life', 'What do you want from life now?', 'இப்போது வாழ்க்கையிலிருந்து நீங்கள் விரும்புவது என்ன?'],
  ['mission_taking', 'What mission are you taking up after the program?', 'நிகழ்ச்சிக்குப் பின் நீங்கள் ஏற்கும் பணி என்ன?'],
]);

/** The programs as their labels name them (`{p}`), and labels that read differently for one program. */
interface ProgramLabels {
  name: Label;
  /** The fields to label when the contract lists no form of the program (Karmayogam's volunteer form). */
  fields?: string[];
  overrides?: Record<string, Label>;
}

const PROGRAM_LABELS: Record<number, ProgramLabels> = {
  1: { name: { en: 'Ulchemy', ta: 'உல்கெமி' } },
  2: { name: { en: 'Ulchemy Elite', ta: 'உல்கெமி எலைட்' } },
  3: { name: { en: 'Divija', ta: 'திவிஜா' } },
  4: { name: { en: 'Kaivalya', ta: 'கைவல்யா' } },
  5: { name: { en: 'Vision', ta: 'விஷன்' } },
  6: {
    name: { en: 'Mahashivratri', ta: 'மகாசிவராத்திரி' },
    // Here similar_program is a choice among the foundation's own programs.
    overrides: {
      similar_program: {
        en: 'Which of our programs have you attended?',
        ta: 'எங்களின் எந்த நிகழ்ச்சியில் கலந்துகொண்டிருக்கிறீர்கள்?',
      },
    },
  },
  7: {
    name: { en: 'Karmayogam', ta: 'கர்மயோகம்' },
    fields: ['nature', 'interest', 'dream', 'know_program', 'physical_problem', 'similar_program', 'motivation'],
  },
  8: { name: { en: 'Paradesham', ta: 'பரதேசம்' } },
};

/** A program's labelled fields: those of its detail form and of its feedback form (the contract's lists). */
function formFields(id: number): string[] {
  const fields = [...(isDetailProgram(id) ? DETAIL_FORMS[id] : []), ...(isFeedbackProgram(id) ? FEEDBACK_FORMS[id] : [])];
  return fields.map((f) => f.name);
}

/** Words every form shares (language select, Yes/No, terms, submit). */
const SHARED_WORDS = labels([
  ['language', 'Language', 'மொழி'],
  ['please_register', 'Please Register to continue', 'தொடர பதிவு செய்யவும்'],
  ['yes', 'Yes', 'ஆம்'],
  ['no', 'No', 'இல்லை'],
  ['select', 'Select', 'தேர்ந்தெடுக்கவும்'],
  ['accept_terms', 'I accept the Terms and Conditions', 'விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்கிறேன்'],
  ['submit', 'Submit', 'சமர்ப்பிக்கவும்'],
]);

export interface TranslationEntry {
  program_id: number;
  trans_word: string;
  trans_en: string;
  trans_ta: string;
}

export function formTranslations(): TranslationEntry[] {
  const entries: TranslationEntry[] = Object.entries(SHARED_WORDS).map(([word, label]) => ({
    program_id: 0,
    trans_word: word,
    trans_en: label.en,
    trans_ta: label.ta,
  }));
  for (const [key, program] of Object.entries(PROGRAM_LABELS)) {
    const id = Number(key);
    const prefix = TRANSLATION_PREFIX[id]!;
    for (const field of new Set(program.fields ?? formFields(id))) {
      const label = program.overrides?.[field] ?? FIELD_LABELS[field];
      if (!label) throw new Error(`No label for ${prefix}${field}`);
      entries.push({
        program_id: id,
        trans_word: prefix + field,
        trans_en: label.en.replaceAll('{p}', program.name.en),
        trans_ta: label.ta.replaceAll('{p}', program.name.ta),
      });
    }
  }
  return entries;
}

/** Inserts the labels that are missing; existing rows (perhaps edited by staff) are kept. */
export async function loadFormTranslations(q: Queryable): Promise<number> {
  const entries = formTranslations();
  const params: unknown[] = [];
  const tuples = entries.map((e) => {
    params.push(e.program_id, e.trans_word, e.trans_en, e.trans_ta);
    const n = params.length;
    return `($${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  const rows = await q.query(
    `INSERT INTO translations (program_id, trans_word, trans_en, trans_ta) VALUES ${tuples.join(', ')}
     ON CONFLICT (program_id, trans_word) DO NOTHING RETURNING id`,
    params,
  );
  return rows.length;
}
