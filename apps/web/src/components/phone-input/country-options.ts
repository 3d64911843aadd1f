// The countries a phone number can belong to, named in the reader's language and sorted by name.
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

const cache = new Map<string, CountryOption[]>();

export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const options = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cache.set(language, options);
  return options;
}
