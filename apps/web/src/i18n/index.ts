// i18next set-up. Every user-facing text lives in the en-us resources, one file per area, in the
// specification's exact English with {{placeholders}}.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';

export const defaultNS = 'common';

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en-us',
  fallbackLng: 'en-us',
  lowerCaseLng: true,
  defaultNS,
  ns: Object.keys(resources['en-us']),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
