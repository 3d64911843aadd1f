// The run form as a technician will see it, built from the variables being edited: try values in it
// and check them with the same schema the server applies to a run.
import type { ScriptVariable } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScriptVariablesForm } from '../../../components/script-variables/script-variables-form.tsx';
import {
  checkVariableValues,
  type VariableFormErrors,
  type VariableFormValues,
} from '../../../components/script-variables/variable-values.ts';

export function RunFormPreview({ variables }: { variables: readonly ScriptVariable[] }) {
  const { t } = useTranslation('scripts');
  const [value, setValue] = useState<VariableFormValues>({});
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const [checked, setChecked] = useState(false);
  const check = () => {
    const result = checkVariableValues(variables, value);
    setErrors(result.ok ? {} : result.errors);
    setChecked(result.ok);
  };
  return (
    <section className="run-form-preview" aria-labelledby="run-form-preview-title">
      <h2 id="run-form-preview-title">{t('runForm.previewTitle')}</h2>
      <p className="field__hint">{t('runForm.previewHint')}</p>
      <ScriptVariablesForm
        variables={variables}
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next);
          setChecked(false);
        }}
      />
      {variables.length > 0 && (
        <div className="run-form-preview__check">
          <button type="button" className="button" onClick={check}>
            {t('runForm.check')}
          </button>
          {checked && <output>{t('runForm.valid')}</output>}
        </div>
      )}
    </section>
  );
}
