// Country chooser for a phone number (Radix Select), showing each country's calling code.
import * as RadixSelect from '@radix-ui/react-select';
import type { CountryCode } from 'libphonenumber-js';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './country-options.ts';

export interface CountrySelectProps {
  value: CountryCode;
  onValueChange: (country: CountryCode) => void;
  disabled?: boolean;
}

// Radix renders every option even while closed (to know the chosen text), so typing in the number field
// must not re-render a list of some 245 countries.
export const CountrySelect = memo(function CountrySelect({
  value,
  onValueChange,
  disabled,
}: CountrySelectProps) {
  const { t, i18n } = useTranslation('widgets');
  const options = countryOptions(i18n.language);
  const current = options.find((option) => option.code === value);
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={(code) => onValueChange(code as CountryCode)}
      disabled={disabled}
    >
      <RadixSelect.Trigger className="phone-input__country" aria-label={t('phoneInput.country')}>
        <RadixSelect.Value>{current ? `${current.code} +${current.callingCode}` : value}</RadixSelect.Value>
        <RadixSelect.Icon className="phone-input__chevron" aria-hidden="true">
          ▾
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="select-menu" position="popper" sideOffset={4}>
          <RadixSelect.Viewport className="select-menu__viewport">
            {options.map((option) => (
              <RadixSelect.Item key={option.code} value={option.code} className="select-menu__item">
                <RadixSelect.ItemText>{`${option.name} +${option.callingCode}`}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});
