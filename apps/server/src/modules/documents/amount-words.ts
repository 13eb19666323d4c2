import { ToWords } from 'to-words';

// en-IN counts in lakh and crore, as Indian receipts must ('One Lakh Fifty Thousand Rupees Only').
const inr = new ToWords({
  localeCode: 'en-IN',
  converterOptions: { currency: true, ignoreDecimal: false, ignoreZeroCurrency: false, doNotAddOnly: false },
});

/** 150050 paise → 'One Thousand Five Hundred Rupees And Fifty Paise Only'. */
export function rupeesInWords(minor: number): string {
  return inr.convert(minor / 100);
}
