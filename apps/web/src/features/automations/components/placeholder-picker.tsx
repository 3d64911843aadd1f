// The placeholder picker of the e-mail and comment dialogs: every ticket placeholder the rule type
// offers (spec 001 §3), inserted where the caret is in the chosen text.
import { type AutomationType, placeholdersFor } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlaceholderPickerProps {
  automationType: AutomationType;
  /** Bodies take the extended list (with the description); subjects the short one. */
  extended: boolean;
  onPick: (key: string) => void;
  label?: string;
  disabled?: boolean;
}

export function PlaceholderPicker({
  automationType,
  extended,
  onPick,
  label,
  disabled,
}: PlaceholderPickerProps) {
  const { t } = useTranslation('automations');
  const id = useId();
  return (
    <div className="field placeholder-picker">
      <label htmlFor={id}>{label ?? t('actions.placeholders.label')}</label>
      <select
        id={id}
        value=""
        disabled={disabled}
        onChange={(event) => event.target.value && onPick(event.target.value)}
      >
        <option value="">{t('actions.placeholders.choose')}</option>
        {placeholdersFor(automationType, { extended }).map((p) => (
          <option key={p.key} value={p.key}>
            {p.key}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The text with the placeholder put at the caret of this field (at the end when it has none). */
export function insertAt(text: string, key: string, field: HTMLInputElement | HTMLTextAreaElement | null) {
  const start = field?.selectionStart ?? text.length;
  const end = field?.selectionEnd ?? start;
  return text.slice(0, start) + key + text.slice(end);
}
