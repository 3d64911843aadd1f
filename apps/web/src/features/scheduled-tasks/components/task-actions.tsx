// The task's scripts, in the order they run: each with the run form of its variables (the script
// library's own ScriptVariablesForm), moved up or down or removed; a script is added from a picker.
import { useQuery } from '@tanstack/react-query';
import { type ScheduledTaskAction, scriptsApi } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { ScriptVariablesForm } from '../../../components/script-variables/script-variables-form.tsx';
import {
  emptyVariableValues,
  type VariableFormErrors,
  type VariableFormValues,
} from '../../../components/script-variables/variable-values.ts';
import { useScript } from '../../scripts/hooks/use-scripts.ts';
import { scheduledTasksQueryKey } from '../hooks/use-scheduled-tasks.ts';

export interface TaskActionsProps {
  actions: ScheduledTaskAction[];
  onChange: (actions: ScheduledTaskAction[]) => void;
  /** Variable messages per script, by position, keyed by calculatedName. */
  errors: Record<number, VariableFormErrors>;
  listError?: string;
}

export function TaskActions({ actions, onChange, errors, listError }: TaskActionsProps) {
  const { t } = useTranslation('scheduledTasks');
  const move = (from: number, to: number) => {
    const next = [...actions];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="task-form__group">
      <legend>{t('editor.scripts')}</legend>
      {actions.length === 0 && <p className="field__hint">{t('editor.noScripts')}</p>}
      <ol className="task-actions">
        {actions.map((action, index) => (
          // Position keys: the same script may run twice with other values.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="task-actions__item">
            <div className="task-actions__head">
              <strong>{action.scriptName}</strong>
              <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                {t('editor.moveUp')}
              </button>
              <button
                type="button"
                disabled={index === actions.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {t('editor.moveDown')}
              </button>
              <button type="button" onClick={() => onChange(actions.filter((_, i) => i !== index))}>
                {t('editor.removeScript', { name: action.scriptName })}
              </button>
            </div>
            <ActionVariables
              action={action}
              errors={errors[index]}
              onChange={(variables) =>
                onChange(actions.map((a, i) => (i === index ? { ...a, variables } : a)))
              }
            />
          </li>
        ))}
      </ol>
      {listError && <span className="field__error">{listError}</span>}
      <ScriptPicker
        onPick={(scriptId, scriptName) => onChange([...actions, { scriptId, scriptName, variables: {} }])}
      />
    </fieldset>
  );
}

function ActionVariables({
  action,
  errors,
  onChange,
}: {
  action: ScheduledTaskAction;
  errors: VariableFormErrors | undefined;
  onChange: (variables: VariableFormValues) => void;
}) {
  const script = useScript(action.scriptId);
  if (!script.data) return null;
  const value = {
    ...emptyVariableValues(script.data.variables),
    ...(action.variables as VariableFormValues),
  };
  return (
    <ScriptVariablesForm
      variables={script.data.variables}
      value={value}
      onChange={onChange}
      errors={errors}
    />
  );
}

function ScriptPicker({ onPick }: { onPick: (id: number, name: string) => void }) {
  const { t } = useTranslation('scheduledTasks');
  const scripts = useQuery({
    queryKey: [...scheduledTasksQueryKey, 'script-options'],
    queryFn: ({ signal }) => apiCall(scriptsApi.list, { query: {}, signal }),
  });
  return (
    <label className="field">
      <span>{t('editor.addScript')}</span>
      <select
        value=""
        onChange={(event) => {
          const picked = scripts.data?.results.find((s) => s.id === Number(event.target.value));
          if (picked) onPick(picked.id, picked.name);
        }}
      >
        <option value="">{t('editor.chooseScript')}</option>
        {scripts.data?.results.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
