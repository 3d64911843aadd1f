// The send-email dialog's fields (spec 001 §2, §3, §5): recipients by key, user and new address, the
// subject (at most 100, the schema's limit), a rich-text body (blank is saved as null), 'allow response' and placeholders.
import {
  allowsCurrentUser,
  CURRENT_USER,
  defaultEmailRecipientKeys,
  type EmailRecipientKey,
} from '@warden/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { conditionSources } from '../hooks/use-condition-options.ts';
import type { ActionFieldsProps } from './action-fields-types.ts';
import { EmailListInput } from './email-list-input.tsx';
import { insertAt, PlaceholderPicker } from './placeholder-picker.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { RuleBodyEditor } from './rule-body-editor.tsx';

export function SendEmailFields({
  value,
  onChange,
  automationType,
  errors,
}: ActionFieldsProps<'SEND_EMAIL'>) {
  const { t } = useTranslation('automations');
  const subjectRef = useRef<HTMLInputElement>(null);
  const to = { keys: value.to.keys ?? [], emails: value.to.emails ?? [], uids: value.to.uids ?? [] };
  const keys: EmailRecipientKey[] = allowsCurrentUser(automationType)
    ? [...defaultEmailRecipientKeys, CURRENT_USER]
    : [...defaultEmailRecipientKeys];
  const setTo = (next: Partial<typeof to>) => onChange({ ...value, to: { ...to, ...next } });
  const setBody = (body: string) => onChange({ ...value, body });
  const firstError = (prefix: string) =>
    [...errors].find(([path]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];

  return (
    <div className="action-fields">
      <fieldset className="action-fields__recipients">
        <legend>{t('actions.email.to')}</legend>
        {keys.map((key) => (
          <Checkbox
            key={key}
            label={t(`actions.email.keys.${key}`)}
            checked={to.keys.includes(key)}
            onCheckedChange={(on) =>
              setTo({ keys: on ? [...to.keys, key] : to.keys.filter((k) => k !== key) })
            }
          />
        ))}
        <ReferencePicker<string>
          label={t('actions.email.users')}
          kind="person"
          multiple
          value={to.uids}
          onChange={(uids) => setTo({ uids: (uids as string[] | null) ?? [] })}
          source={conditionSources.updated_by}
          error={firstError('to.uids')}
        />
        <EmailListInput
          label={t('actions.email.addresses')}
          value={to.emails}
          onChange={(emails) => setTo({ emails })}
        />
        {(errors.get('to') ?? firstError('to.keys') ?? firstError('to.emails')) && (
          <p className="field__error" role="alert">
            {errors.get('to') ?? firstError('to.keys') ?? firstError('to.emails')}
          </p>
        )}
      </fieldset>
      <FormField label={t('actions.email.subject')} error={errors.get('subject')}>
        {(field) => (
          <input
            {...field}
            ref={subjectRef}
            value={value.subject}
            onChange={(event) => onChange({ ...value, subject: event.target.value })}
          />
        )}
      </FormField>
      <PlaceholderPicker
        automationType={automationType}
        extended={false}
        label={t('actions.placeholders.subject')}
        onPick={(key) => onChange({ ...value, subject: insertAt(value.subject, key, subjectRef.current) })}
      />
      <RuleBodyEditor
        label={t('actions.email.body')}
        value={value.body ?? ''}
        onChange={setBody}
        automationType={automationType}
        error={errors.get('body')}
        placeholderLabel={t('actions.placeholders.body')}
      />
      <Checkbox
        label={t('actions.email.allowResponse')}
        checked={value.allowResponse ?? false}
        onCheckedChange={(allowResponse) => onChange({ ...value, allowResponse })}
      />
    </div>
  );
}
