// Phone number field with a country chooser (United States by default), checked with libphonenumber-js.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select.tsx';

export const PHONE_DEFAULT_COUNTRY: CountryCode = 'US';

export interface PhoneInputProps {
  label: string;
  /** The number in E.164 form ("+12015550123"), or the raw text while it is not a valid number. */
  value: string;
  /** `valid` is true for a valid number and for an empty field; required-ness is the form's business. */
  onValueChange: (value: string, valid: boolean) => void;
  defaultCountry?: CountryCode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

function readValue(value: string, fallback: CountryCode): { country: CountryCode; text: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (parsed?.country) return { country: parsed.country, text: parsed.formatNational() };
  return { country: fallback, text: value };
}

function interpret(text: string, country: CountryCode): { value: string; valid: boolean } {
  if (text.trim() === '') return { value: '', valid: true };
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? { value: parsed.number, valid: true } : { value: text, valid: false };
}

export function PhoneInput({
  label,
  value,
  onValueChange,
  defaultCountry = PHONE_DEFAULT_COUNTRY,
  required,
  disabled,
  name,
}: PhoneInputProps) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const errorId = `${id}-error`;
  const [state, setState] = useState(() => readValue(value, defaultCountry));
  const [touched, setTouched] = useState(false);
  const reported = useRef(interpret(state.text, state.country).value);

  // Values set from outside (a form reset, loaded data) replace what is in the box.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setState(readValue(value, defaultCountry));
  }, [value, defaultCountry]);

  const update = (text: string, country: CountryCode) => {
    setState({ text, country });
    const result = interpret(text, country);
    reported.current = result.value;
    onValueChange(result.value, result.valid);
  };

  const textRef = useRef(state.text);
  textRef.current = state.text;
  const updateRef = useRef(update);
  updateRef.current = update;
  const changeCountry = useCallback(
    (country: CountryCode) => updateRef.current(textRef.current, country),
    [],
  );

  const { valid } = interpret(state.text, state.country);
  const showError = touched && !valid;
  return (
    <div className="field phone-input">
      <label htmlFor={id}>{label}</label>
      <div className="phone-input__row">
        <CountrySelect value={state.country} disabled={disabled} onValueChange={changeCountry} />
        <input
          id={id}
          name={name}
          type="tel"
          autoComplete="tel-national"
          className="input phone-input__number"
          value={state.text}
          required={required}
          disabled={disabled}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? errorId : undefined}
          onChange={(event) => update(event.target.value, state.country)}
          onBlur={() => setTouched(true)}
        />
      </div>
      {showError && (
        <p id={errorId} className="field__error" role="alert">
          {t('phoneInput.invalid')}
        </p>
      )}
    </div>
  );
}
