// The submit of a save form: sends the values through the caller's save, puts a failure on the form
// (field messages, alert and toast), and on success shows a toast named after what was saved.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useToast } from '../toast/toast-provider.tsx';
import { useSubmitErrorHandler } from './use-submit-error-handler.ts';

export interface SaveSubmitOptions<Values, Saved> {
  save: (values: Values) => Promise<Saved>;
  failureTitle: string;
  successTitle: (saved: Saved) => string;
  onDone: (saved: Saved) => void;
}

export function useSaveSubmit<Input extends FieldValues, Values extends FieldValues, Saved>(
  form: UseFormReturn<Input, unknown, Values>,
  { save, failureTitle, successTitle, onDone }: SaveSubmitOptions<Values, Saved>,
) {
  const toast = useToast();
  const onError = useSubmitErrorHandler(form, failureTitle);
  return form.handleSubmit(async (values) => {
    let saved: Saved;
    try {
      saved = await save(values);
    } catch (error) {
      onError(error);
      return;
    }
    toast.show({ kind: 'success', title: successTitle(saved) });
    onDone(saved);
  });
}
