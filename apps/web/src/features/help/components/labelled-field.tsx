// A labelled form control with its error message tied to it for assistive technology.
import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

export function LabelledField({ label, error, children }: LabelledFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
