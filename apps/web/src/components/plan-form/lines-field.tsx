// A list of strings typed one per line; blank lines are dropped from the value.
import { useEffect, useState } from 'react';
import { FormField } from '../form-field/form-field.tsx';

export function parseLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface LinesFieldProps {
  label: string;
  hint?: string;
  error?: string;
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

export function LinesField({ label, hint, error, value = [], onChange, onBlur }: LinesFieldProps) {
  // The box keeps what was typed (blank lines included) until the value changes from outside.
  const [text, setText] = useState(value.join('\n'));
  const joined = value.join('\n');
  useEffect(() => {
    setText((current) => (parseLines(current).join('\n') === joined ? current : joined));
  }, [joined]);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <textarea
          {...field}
          rows={3}
          value={text}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseLines(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}
