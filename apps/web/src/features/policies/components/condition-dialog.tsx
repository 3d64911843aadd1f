// Adds or edits a policy condition: its name and type, then the type's form (spec 001's defrag, media,
// system restore and Windows service forms, and the checks Linux devices run), and the actions its
// alert takes.
import {
  type ConditionItem,
  conditionItemSchema,
  type PolicyCondition,
  type PolicyConditionType,
  policyConditionTypes,
} from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { useScriptsById } from '../hooks/use-item-choices.ts';
import { useWindowsServices } from '../hooks/use-windows-services.ts';
import { type ActionErrors, actionDrafts, checkActions } from './condition-action-values.ts';
import { ConditionActions } from './condition-actions.tsx';
import { ConditionFieldsForm } from './condition-fields-form.tsx';
import { WindowsServiceForm } from './windows-service-form.tsx';

const FORM_ID = 'policy-condition-form';

export interface ConditionDialogProps {
  open: boolean;
  initial?: ConditionItem;
  /** A device whose live services feed the Windows-service picker; none leaves the name typed. */
  deviceId?: number;
  pending: boolean;
  onClose: () => void;
  onSave: (item: ConditionItem) => void;
}

export function ConditionDialog(props: ConditionDialogProps) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      busy={props.pending}
      title={props.initial ? t('condition.editTitle') : t('condition.addTitle')}
      actions={
        // The type's form is its own element; the foot submits whichever one shows.
        <>
          <CloseButton label={tc('actions.cancel')} disabled={props.pending} />
          <button
            type="submit"
            form={FORM_ID}
            className="button button--primary"
            disabled={props.pending}
            aria-busy={props.pending}
          >
            {t('condition.save')}
          </button>
        </>
      }
    >
      <ConditionDialogBody {...props} />
    </DialogFrame>
  );
}

function ConditionDialogBody({ initial, deviceId, onSave }: ConditionDialogProps) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const lookup = useWindowsServices(deviceId);
  const [name, setName] = useState(initial?.name ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const [type, setType] = useState<PolicyConditionType>(initial?.condition.type ?? 'SERVICE_STOPPED');
  const [actions, setActions] = useState(() => actionDrafts(initial?.actions ?? []));
  const [actionErrors, setActionErrors] = useState<Record<number, ActionErrors>>({});
  const scripts = useScriptsById(actions.flatMap((a) => (a.type === 'RUN_SCRIPT' ? [a.scriptId] : [])));
  const nameValid = conditionItemSchema.shape.name.safeParse(name).success;
  const changeActions = (next: typeof actions) => {
    // A removed action takes its messages with it; the others keep theirs until the next save.
    setActionErrors(next.length === actions.length ? actionErrors : {});
    setActions(next);
  };
  const submit = (condition: PolicyCondition) => {
    setNameTouched(true);
    const checked = checkActions(actions, scripts, tc('errors.required'));
    setActionErrors(checked.ok ? {} : checked.errors);
    if (!nameValid || !checked.ok) return;
    onSave({ enabled: initial?.enabled ?? true, name: name.trim(), condition, actions: checked.actions });
  };
  return (
    <div className="condition-dialog">
      <FormField
        label={t('condition.name')}
        error={nameTouched && !nameValid ? tc('errors.required') : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setNameTouched(true)}
          />
        )}
      </FormField>
      <FormField label={t('condition.type')}>
        {(control) => (
          <select {...control} value={type} onChange={(e) => setType(e.target.value as PolicyConditionType)}>
            {policyConditionTypes.map((value) => (
              <option key={value} value={value}>
                {t(`condition.types.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {type === 'WINDOWS_SERVICE' ? (
        <WindowsServiceForm
          id={FORM_ID}
          lookup={lookup}
          initial={
            initial?.condition.type === 'WINDOWS_SERVICE'
              ? { serviceName: initial.condition.serviceName, displayName: initial.condition.displayName }
              : undefined
          }
          onSubmit={(values) => submit({ type: 'WINDOWS_SERVICE', ...values })}
        />
      ) : (
        <ConditionFieldsForm
          key={type}
          id={FORM_ID}
          type={type}
          initial={initial?.condition}
          onSubmit={submit}
        />
      )}
      <ConditionActions actions={actions} onChange={changeActions} scripts={scripts} errors={actionErrors} />
    </div>
  );
}
