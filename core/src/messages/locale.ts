/** The languages of the app and its messages. */
export type Locale = 'cs' | 'en';
