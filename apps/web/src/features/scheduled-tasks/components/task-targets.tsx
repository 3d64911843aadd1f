// The task's targets, sorted by target type DESC then name, each removable; more are added in the
// add-targets dialog. A node scheduled task offers no groups.
import { type ScheduledTaskTarget, sortTargets } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddTargetsDialog } from './add-targets-dialog.tsx';

export interface TaskTargetsProps {
  targets: ScheduledTaskTarget[];
  onChange: (targets: ScheduledTaskTarget[]) => void;
  runsOnNode: boolean;
  error?: string;
}

const keyOf = (t: Pick<ScheduledTaskTarget, 'targetType' | 'targetId'>) => `${t.targetType}:${t.targetId}`;

export function TaskTargets({ targets, onChange, runsOnNode, error }: TaskTargetsProps) {
  const { t } = useTranslation('scheduledTasks');
  const [adding, setAdding] = useState(false);
  const sorted = sortTargets(targets);
  return (
    <fieldset className="task-form__group">
      <legend>{t('editor.targets')}</legend>
      {sorted.length === 0 ? (
        <p className="field__hint">{t('editor.noTargets')}</p>
      ) : (
        <table className="task-targets" aria-label={t('editor.targets')}>
          <thead>
            <tr>
              <th scope="col">{t('editor.targetType')}</th>
              <th scope="col">{t('editor.targetName')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('editor.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((target) => (
              <tr key={keyOf(target)}>
                <td>{t(`targetTypes.${target.targetType}`)}</td>
                <td>{target.name}</td>
                <td>
                  <button
                    type="button"
                    onClick={() => onChange(targets.filter((x) => keyOf(x) !== keyOf(target)))}
                  >
                    {t('editor.removeTarget', { name: target.name })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && <span className="field__error">{error}</span>}
      <button type="button" onClick={() => setAdding(true)}>
        {t('editor.addTargets')}
      </button>
      <AddTargetsDialog
        open={adding}
        types={runsOnNode ? ['DEVICE', 'ORGANIZATION'] : ['GROUP', 'DEVICE', 'ORGANIZATION']}
        existing={new Set(targets.map(keyOf))}
        onClose={() => setAdding(false)}
        onAdd={(added) => {
          onChange([...targets, ...added.filter((a) => !targets.some((x) => keyOf(x) === keyOf(a)))]);
          setAdding(false);
        }}
      />
    </fieldset>
  );
}
