import { addStrings } from '../lib/i18n';

/**
 * The shared back-office components' words in English and Tamil: the lists' filters, pager and
 * states, the exports, the bulk bar and its report, the event picker. Loaded by the components.
 */
const en = {
  adminList: {
    search: 'Search',
    loading: 'Loading…',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    to: 'to',
    all: 'All',
  },
  adminExport: {
    export: 'Export',
    exportSelection: 'Export selection',
    label: 'Export this list',
    hint: 'Every row that matches the filters',
    preparing: 'Preparing {{format}}…',
    button: '{{what}} {{format}}',
  },
  bulk: {
    selectPage: 'Select every row on this page',
    selectRow: 'Select row',
    region: 'Selected rows',
    allSelected: 'All {{count}} {{noun}} matching this filter selected',
    selected: '{{count}} selected',
    selectAll: 'Select all {{total}} matching this filter',
    clear: 'Clear selection',
    tooMany: 'At most {{max}} ticked rows: choose all that match a narrower filter instead.',
    rowsTried: 'Rows tried',
    progress: '{{tried}} of {{total}} tried; {{succeeded}} done',
    notDoneCount: ', {{count}} not done',
    failures: 'Not done, and why',
    row: 'Row',
    why: 'Why',
    close: 'Close the report',
    message: 'Message',
    payments: 'payments',
    donations: 'donations',
  },
  eventPicker: {
    label: 'Event',
    placeholder: 'All events: type a name, date or city',
    choose: 'Choose the event: type a name, date or city',
    empty: 'No event matches.',
    cancelled: 'cancelled',
    unpublished: 'not published',
    program: 'Program',
    allPrograms: 'All programs',
  },
};

const ta: typeof en = {
  adminList: {
    search: 'தேடு',
    loading: 'ஏற்றப்படுகிறது…',
    pages: 'பக்கங்கள்',
    previous: 'முந்தையது',
    next: 'அடுத்தது',
    pageOf: 'பக்கம் {{page}} / {{pages}}',
    to: 'வரை',
    all: 'அனைத்தும்',
  },
  adminExport: {
    export: 'ஏற்றுமதி',
    exportSelection: 'தேர்ந்தவற்றை ஏற்றுமதி',
    label: 'இந்தப் பட்டியலை ஏற்றுமதி செய்',
    hint: 'வடிகட்டிகளுக்குப் பொருந்தும் எல்லா வரிசைகளும்',
    preparing: '{{format}} தயாராகிறது…',
    button: '{{format}} {{what}}',
  },
  bulk: {
    selectPage: 'இந்தப் பக்கத்தின் எல்லா வரிசைகளையும் தேர்ந்தெடு',
    selectRow: 'வரிசையைத் தேர்ந்தெடு',
    region: 'தேர்ந்தெடுத்த வரிசைகள்',
    allSelected: 'இந்த வடிகட்டிக்குப் பொருந்தும் {{noun}} அனைவரும் ({{count}}) தேர்ந்தெடுக்கப்பட்டனர்',
    selected: '{{count}} தேர்ந்தெடுக்கப்பட்டன',
    selectAll: 'இந்த வடிகட்டிக்குப் பொருந்தும் {{total}} அனைத்தையும் தேர்ந்தெடு',
    clear: 'தேர்வை நீக்கு',
    tooMany: 'அதிகபட்சம் {{max}} வரிசைகளையே குறிக்கலாம்: அதற்குப் பதிலாகக் குறுகிய வடிகட்டிக்குப் பொருந்தும் அனைத்தையும் தேர்ந்தெடுக்கவும்.',
    rowsTried: 'முயன்ற வரிசைகள்',
    progress: '{{total}} இல் {{tried}} முயலப்பட்டன; {{succeeded}} முடிந்தன',
    notDoneCount: ', {{count}} முடியவில்லை',
    failures: 'முடியாதவையும் காரணமும்',
    row: 'வரிசை',
    why: 'காரணம்',
    close: 'அறிக்கையை மூடு',
    message: 'செய்தி அனுப்பு',
    payments: 'கட்டணங்கள்',
    donations: 'நன்கொடைகள்',
  },
  eventPicker: {
    label: 'நிகழ்வு',
    placeholder: 'எல்லா நிகழ்வுகளும்: பெயர், தேதி அல்லது நகரத்தைத் தட்டச்சு செய்யவும்',
    choose: 'நிகழ்வைத் தேர்ந்தெடுக்கவும்: பெயர், தேதி அல்லது நகரத்தைத் தட்டச்சு செய்யவும்',
    empty: 'பொருந்தும் நிகழ்வு எதுவும் இல்லை.',
    cancelled: 'ரத்து செய்யப்பட்டது',
    unpublished: 'வெளியிடப்படவில்லை',
    program: 'நிகழ்ச்சி',
    allPrograms: 'எல்லா நிகழ்ச்சிகளும்',
  },
};

addStrings(en, ta);
