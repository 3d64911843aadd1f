// The locale table: locale codes mapped to language names, as the help centre and console use them.
export const locales = {
  'en-us': 'English (United States)',
  'en-gb': 'English (United Kingdom)',
  'de-de': 'German (Germany)',
  'fr-fr': 'French (France)',
  'fr-ca': 'French (Canada)',
  'es-es': 'Spanish (Spain)',
  'es-419': 'Spanish (Latin America)',
  'it-it': 'Italian (Italy)',
  'nl-nl': 'Dutch (Netherlands)',
  'pt-br': 'Portuguese (Brazil)',
  'pt-pt': 'Portuguese (Portugal)',
  'sv-se': 'Swedish (Sweden)',
  'da-dk': 'Danish (Denmark)',
  'nb-no': 'Norwegian Bokmål (Norway)',
  'fi-fi': 'Finnish (Finland)',
  'pl-pl': 'Polish (Poland)',
  'ja-jp': 'Japanese (Japan)',
  'zh-cn': 'Chinese (Simplified)',
  'zh-tw': 'Chinese (Traditional)',
  'ko-kr': 'Korean (Korea)',
} as const;
export type LocaleCode = keyof typeof locales;
export const DEFAULT_LOCALE: LocaleCode = 'en-us';
