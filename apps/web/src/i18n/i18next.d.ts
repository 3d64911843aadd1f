// Types i18next keys from the en-us resources, so a missing key fails the type check.
import 'i18next';
import type { resources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en-us'];
  }
}
