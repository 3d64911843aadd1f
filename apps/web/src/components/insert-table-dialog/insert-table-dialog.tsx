// The 'Insert table' dialog of the editor (spec 001): Rows 1-50 and Columns 1-10, both required and
// 5 by default, checked as they are typed against the domain's payload schema; Insert stays disabled
// until both are valid. The form mounts with the dialog, so every opening starts from 5 by 5.
import { richTextLimits, type TableInsert, tableInsertSchema } from '@warden/domain';
import type { FormEvent } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../dialog/dialog-frame.tsx';
import { FormField } from '../form-field/form-field.tsx';
import { useFormResolver } from '../use-form-resolver/use-form-resolver.ts';

export interface InsertTableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (table: TableInsert) => void;
}

export function InsertTableDialog({ open, onOpenChange, onInsert }: InsertTableDialogProps) {
  const { t } = useTranslation('richText');
  return (
    <DialogFrame open={open} onClose={() => onOpenChange(false)} title={t('insertTable.title')}>
      <InsertTableForm
        onInsert={(table) => {
          onInsert(table);
          onOpenChange(false);
        }}
      />
    </DialogFrame>
  );
}

const { table: limits } = richTextLimits;

function InsertTableForm({ onInsert }: { onInsert: (table: TableInsert) => void }) {
  const { t } = useTranslation('richText');
  const form = useForm({
    resolver: useFormResolver(tableInsertSchema),
    mode: 'onChange',
    defaultValues: { rows: limits.defaultRows, columns: limits.defaultColumns, includeHeaders: false },
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(onInsert);
  // A blank field reads "Required"; any other refusal names the allowed range.
  const message = (error: FieldError | undefined, min: number, max: number) =>
    error &&
    (error.message === t('errors.required', { ns: 'common' })
      ? error.message
      : t('insertTable.range', { min, max }));

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // The dialog renders in a portal, but React bubbles its submit to the form the editor sits in.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <FormField
        label={t('insertTable.rows')}
        error={message(formState.errors.rows, limits.minRows, limits.maxRows)}
      >
        {(field) => (
          <input
            {...field}
            type="number"
            min={limits.minRows}
            max={limits.maxRows}
            step={1}
            required
            {...register('rows', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField
        label={t('insertTable.columns')}
        error={message(formState.errors.columns, limits.minColumns, limits.maxColumns)}
      >
        {(field) => (
          <input
            {...field}
            type="number"
            min={limits.minColumns}
            max={limits.maxColumns}
            step={1}
            required
            {...register('columns', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <div className="form-actions">
        <CloseButton label={t('insertTable.cancel')} />
        <button type="submit" className="button button--primary" disabled={!formState.isValid}>
          {t('insertTable.insert')}
        </button>
      </div>
    </form>
  );
}
