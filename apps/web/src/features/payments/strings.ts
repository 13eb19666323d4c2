import { addStrings } from '../../lib/i18n';

/** Labels of the payment result screens. */
export const en = {
  pay: {
    title: 'Payment Status',
    success: 'Success',
    failed: 'Failed',
    pending: 'Pending',
    txnId: 'Transaction ID',
    trackingId: 'Gateway reference',
    total: 'Total',
    statusMessage: 'Status',
    regNumber: 'Registration Number',
    receiptNumber: 'Receipt Number',
    checkAgain: 'Check again',
    checking: 'Checking…',
    toDonations: 'Go to Donation List',
    toProfile: 'Go to Profile',
    toEventDetail: 'View Event Detail',
    pendingHint: 'The bank has not confirmed this payment yet. Nothing more is needed from you; check again in a few minutes.',
    noTxn: 'No transaction was given.',
    loginToSee: 'Please log in to see this payment.',
    login: 'Login',
  },
};

export const ta: typeof en = {
  pay: {
    title: 'கட்டண நிலை',
    success: 'வெற்றி',
    failed: 'தோல்வி',
    pending: 'நிலுவையில்',
    txnId: 'பரிவர்த்தனை எண்',
    trackingId: 'நுழைவாயில் குறிப்பு',
    total: 'மொத்தம்',
    statusMessage: 'நிலை',
    regNumber: 'பதிவு எண்',
    receiptNumber: 'ரசீது எண்',
    checkAgain: 'மீண்டும் சரிபார்',
    checking: 'சரிபார்க்கிறது…',
    toDonations: 'நன்கொடைப் பட்டியலுக்குச் செல்லவும்',
    toProfile: 'சுயவிவரத்திற்குச் செல்லவும்',
    toEventDetail: 'நிகழ்வு விவரத்தைக் காண்க',
    pendingHint: 'வங்கி இந்தக் கட்டணத்தை இன்னும் உறுதிப்படுத்தவில்லை. உங்களிடமிருந்து வேறு எதுவும் தேவையில்லை; சில நிமிடங்களில் மீண்டும் சரிபார்க்கவும்.',
    noTxn: 'பரிவர்த்தனை எண் கொடுக்கப்படவில்லை.',
    loginToSee: 'இந்தக் கட்டணத்தைக் காண உள்நுழையவும்.',
    login: 'உள்நுழை',
  },
};

addStrings(en, ta);
