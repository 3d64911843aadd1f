// Checkbox on Radix with checked, unchecked and indeterminate ("some selected") states.
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, useId } from 'react';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** Keeps the label for assistive technology only, e.g. inside table cells. */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { checked, onCheckedChange, label, hideLabel = false, disabled = false, id, name, className },
  ref,
) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const box = (
    <RadixCheckbox.Root
      ref={ref}
      id={boxId}
      name={name}
      className="checkbox__box"
      checked={checked}
      disabled={disabled}
      aria-label={hideLabel ? label : undefined}
      // Radix reports 'indeterminate' only when it is set from outside; a click always decides.
      onCheckedChange={(next) => onCheckedChange(next === true)}
    >
      <RadixCheckbox.Indicator className="checkbox__indicator">
        {checked === 'indeterminate' ? (
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path
              d="M2.5 6.2 5 8.5l4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  const classes = ['checkbox', disabled ? 'checkbox--disabled' : '', className ?? ''].filter(Boolean);
  if (hideLabel) return <span className={classes.join(' ')}>{box}</span>;
  return (
    <span className={classes.join(' ')}>
      {box}
      <label className="checkbox__label" htmlFor={boxId}>
        {label}
      </label>
    </span>
  );
});
