// The console's language as a help-centre locale, so articles come in the language the console shows.
import { DEFAULT_LOCALE, type LocaleCode, locales } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export function helpLocale(language: string | undefined): LocaleCode {
  const code = (language ?? '').toLowerCase();
  return code in locales ? (code as LocaleCode) : DEFAULT_LOCALE;
}

export function useHelpLocale(): LocaleCode {
  const { i18n } = useTranslation();
  return helpLocale(i18n.language);
}
