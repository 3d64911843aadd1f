// A condition value naming one or several records of a paged source (organisations, locations, users).
// The chosen ones show as removable chips; names learnt while picking are kept, names the saved rule
// came with are used next, and an id named by neither shows as '#id'.
import { CURRENT_USER } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedPicker } from '../../tickets/components/paged-picker.tsx';
import type { PickerOptions } from '../../tickets/hooks/use-picker-options.ts';
import { type ReferenceKind, useReferenceName } from './reference-names.tsx';

type Id = string | number;

export interface ReferencePickerProps<V extends Id> {
  label: string;
  /** What the ids name, to find the names the saved rule came with. */
  kind: ReferenceKind;
  multiple: boolean;
  value: V | V[] | null;
  onChange: (value: V | V[] | null) => void;
  source: (search: string) => PickerOptions<V>;
  /** Offers 'Current user' besides the listed users (never in time-based rules). */
  currentUser?: boolean;
  error?: string;
  disabled?: boolean;
}

export function ReferencePicker<V extends Id>(props: ReferencePickerProps<V>) {
  const { t } = useTranslation('automations');
  const { label, kind, multiple, value, onChange, source, currentUser = false, error, disabled } = props;
  const [names, setNames] = useState<ReadonlyMap<Id, string>>(new Map());
  const seeded = useReferenceName(kind);
  const chosen: V[] = value === null ? [] : Array.isArray(value) ? value : [value];
  const nameOf = (id: Id) =>
    id === CURRENT_USER
      ? t('conditions.currentUser')
      : (names.get(id) ?? seeded(id) ?? t('conditions.unknownValue', { id }));
  const remember = (id: Id, name: string | null) => {
    if (name !== null) setNames((known) => new Map(known).set(id, name));
  };
  const add = (id: V | null, name: string | null) => {
    if (id === null) return;
    remember(id, name);
    if (!multiple) onChange(id);
    else if (!chosen.includes(id)) onChange([...chosen, id]);
  };
  const remove = (id: V) => {
    const rest = chosen.filter((c) => c !== id);
    onChange(multiple ? rest : null);
  };
  return (
    <div className="reference-picker">
      {chosen.length > 0 && (
        <ul className="reference-picker__chosen" aria-label={t('conditions.chosen')}>
          {chosen.map((id) => (
            <li key={id} className="chip">
              {nameOf(id)}
              {!disabled && (
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('conditions.removeValue', { name: nameOf(id) })}
                  onClick={() => remove(id)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {currentUser && !disabled && !chosen.includes(CURRENT_USER as V) && (
        <button type="button" className="button button--link" onClick={() => add(CURRENT_USER as V, null)}>
          {t('conditions.currentUser')}
        </button>
      )}
      <PagedPicker<V>
        label={label}
        value={null}
        valueLabel={null}
        emptyLabel={chosen.length === 0 ? t('conditions.chooseValue') : ''}
        clearable={false}
        onChange={add}
        source={source}
        disabled={disabled}
        error={error}
      />
    </div>
  );
}
