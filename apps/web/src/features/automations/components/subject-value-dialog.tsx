// The subject-value dialog (spec 001 §2, §5): the new ticket subject a rule sets, required and at most
// 200 characters, checked by the same property schema the engine uses.
import { ticketPropertiesSchema } from '@warden/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';

export interface SubjectValueDialogProps {
  open: boolean;
  value: string;
  onClose: () => void;
  onSave: (subject: string) => void;
}

export function SubjectValueDialog({ open, value, onClose, onSave }: SubjectValueDialogProps) {
  const { t } = useTranslation('automations');
  return (
    <DialogFrame open={open} onClose={onClose} title={t('actions.subject.title')}>
      <SubjectValueForm value={value} onSave={onSave} />
    </DialogFrame>
  );
}

function SubjectValueForm({ value, onSave }: Pick<SubjectValueDialogProps, 'value' | 'onSave'>) {
  const { t } = useTranslation('automations');
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = ticketPropertiesSchema.safeParse({ summary: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSave(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t('actions.subject.label')} error={error}>
        {(field) => <input {...field} value={text} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <div className="form-actions">
        <CloseButton label={t('actions.cancel')} />
        <button type="submit" className="button button--primary">
          {t('actions.subject.save')}
        </button>
      </div>
    </form>
  );
}
