/**
 * Every text the spec gives for messages, toasts, alerts and empty states, quoted exactly.
 * The server sends these in `message`; the web shows them; tests assert on them.
 */
import { STAFF_MESSAGES } from './staff-messages.ts';
import { MONEY_MESSAGES } from './money-messages.ts';
import { CHECK_IN_MESSAGES } from './check-in-messages.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
import { DEVOTEES_MESSAGES } from './devotees-messages.ts';

export const MESSAGES = {
  ...STAFF_MESSAGES,
  ...MONEY_MESSAGES,
  ...CHECK_IN_MESSAGES,
  ...LIFECYCLE_MESSAGES,
  ...DEVOTEES_MESSAGES,
  // validation
  required: 'This field is required!',
  invalidMobile: 'Please enter Valid Mobile number',
  invalidEmail: 'This is not a valid email.',
  passwordLength: 'The password must be between 6 and 40 characters.',
  invalidNumber: 'Please enter Valid Number',
  invalidContactNumber: 'This is not a valid Number.',
  acceptTerms: 'Please accept Terms and Conditions',
  passwordMismatch: 'Password and Confirm Password not Matched',
  controlCharacters: 'Must not contain control characters',
  bodyTooDeep: 'The request is nested too deeply',
  hiddenCharacters: 'Must not contain invisible or text-direction characters',
  // alerts
  updateProfile: 'Please update Your Profile Details',
  contactNumber: 'Please Contact Below Mentioned Number',
  loginToFavourite: 'Please Login to update favourite',
  loginToProceed: 'Please Login to proceed',
  // success
  registered: 'Registered Successfully',
  updated: 'Updated Successfully.',
  linkCopied: 'Link Copied Successfully',
  passwordReset: 'Password Resetted Successfully',
  feedbackUpdated: 'Feedback Updated Successfully',
  registrationUpdated: 'Registration Updated Successfully',
  mediaAdded: 'Media Added to favourite',
  mediaRemoved: 'Media Removed from favourite',
  eventAdded: 'Event Added to favourite',
  eventRemoved: 'Event Removed from favourite',
  // empty states
  comingSoon: 'Coming Soon',
  noUpcomingEvents: 'No Upcoming Events Found',
  searchResult: 'Search result...',
  noRecords: 'No records found',
  noVideo: 'No Video Found',
  noAudio: 'No Audio Found',
  noEvents: 'No events Found',
  // screen lines
  pleaseRegister: 'Please Register to continue',
  pleaseWait: 'Please wait...',
  // server messages the spec leaves open (wording ours, see docs/decisions.md)
  loginFailed: 'Invalid mobile number or password',
  loggedIn: 'Login Successfully',
  loggedOut: 'Logged out',
  sessionExpired: 'Your session has expired. Please login again.',
  mobileTaken: 'This mobile number is already registered',
  otpSent: 'OTP sent to your mobile number',
  otpInvalid: 'Invalid or expired OTP',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP',
  tooManyRequests: 'Too many requests. Please try again later',
  notFound: 'Not found',
  serverError: 'Something went wrong. Please try again',
  serverBusy: 'The site is busy. Please try again in a moment',
  invalidRequest: 'Invalid request',
  fileTooLarge: 'The file is too large',
  imageInvalid: 'Please upload a JPEG, PNG or WebP image',
  devToolsLocalOnly: 'The development tools answer only on the machine the server runs on',
  imageTooManyPixels: 'The picture is too large: at most 25 megapixels',
  // changing the mobile number
  mobileChangeSeparately: 'To change your mobile number, use Change mobile number',
  passwordWrong: 'The current password is not correct',
  sameMobile: 'This is already your mobile number',
  mobileOtpSent: 'OTP sent to the new mobile number',
  mobileChanged: 'Mobile number changed. Other devices have been logged out',
  // field checks and answers that were written where they were used (wording ours)
  mustBeText: 'Must be text',
  dateFormat: 'Use the date format YYYY-MM-DD',
  invalidDate: 'Not a valid date',
  futureDate: 'The date cannot be in the future',
  chooseMediaType: 'Choose all, video or audio',
  mediaNotFound: 'Media not found',
  unknownJob: 'Unknown job',
  databaseUnavailable: 'Database unavailable',
} as const;

export type MessageKey = keyof typeof MESSAGES;
