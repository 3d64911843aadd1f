// The add-targets dialog: choose a target type (groups, devices, organisations), search by name,
// tick what the task should run on, and add them all at once.
import type { ScheduledTaskTarget, ScheduledTaskTargetType } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value/use-debounced-value.ts';
import { useTargetOptions } from '../hooks/use-target-options.ts';

export interface AddTargetsDialogProps {
  open: boolean;
  types: ScheduledTaskTargetType[];
  /** Targets the task has already, as 'TYPE:id', shown ticked and fixed. */
  existing: ReadonlySet<string>;
  onClose: () => void;
  onAdd: (targets: ScheduledTaskTarget[]) => void;
}

export function AddTargetsDialog({ open, types, existing, onClose, onAdd }: AddTargetsDialogProps) {
  const { t } = useTranslation('scheduledTasks');
  const [type, setType] = useState<ScheduledTaskTargetType>(types[0]!);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<string, ScheduledTaskTarget>>(new Map());
  const current = types.includes(type) ? type : types[0]!;
  const options = useTargetOptions(current, useDebouncedValue(search), open);
  const close = () => {
    setPicked(new Map());
    setSearch('');
    onClose();
  };
  const toggle = (target: ScheduledTaskTarget, on: boolean) => {
    const next = new Map(picked);
    const key = `${target.targetType}:${target.targetId}`;
    if (on) next.set(key, target);
    else next.delete(key);
    setPicked(next);
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t('addTargets.title')}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            {t('addTargets.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={picked.size === 0}
            onClick={() => {
              onAdd([...picked.values()]);
              setPicked(new Map());
              setSearch('');
            }}
          >
            {t('addTargets.add', { count: picked.size })}
          </button>
        </>
      }
    >
      <div className="add-targets">
        <label className="field">
          <span>{t('addTargets.type')}</span>
          <select value={current} onChange={(e) => setType(e.target.value as ScheduledTaskTargetType)}>
            {types.map((value) => (
              <option key={value} value={value}>
                {t(`targetTypes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('addTargets.search')}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <ul className="add-targets__list" aria-label={t('addTargets.results')}>
          {options.data?.length === 0 && <li>{t('addTargets.none')}</li>}
          {options.data?.map((option) => {
            const key = `${option.targetType}:${option.targetId}`;
            const target = { ...option, scheduledTaskId: null };
            return (
              <li key={key}>
                <Checkbox
                  label={option.name}
                  checked={existing.has(key) || picked.has(key)}
                  disabled={existing.has(key)}
                  onCheckedChange={(on) => toggle(target, on)}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </DialogFrame>
  );
}
