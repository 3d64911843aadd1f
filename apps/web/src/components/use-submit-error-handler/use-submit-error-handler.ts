// Turns a failed save into feedback: the server's field messages beside their form fields, anything
// it could not place as a form-level alert, and an error toast either way.
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorMessage } from '../error-message/use-error-message.ts';
import { useToast } from '../toast/toast-provider.tsx';

/** Where a server field name lands in the form: arrays take the message as a whole. */
function formPath(values: Record<string, unknown>, name: string): string | null {
  const top = name.split('.')[0] ?? name;
  if (!(top in values)) return null;
  return Array.isArray(values[top]) ? top : name;
}

export function useSubmitErrorHandler<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  failureTitle: string,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const message = error instanceof ApiRequestError ? errorMessage(error) : t('errors.generic');
      let placed = 0;
      if (error instanceof ApiRequestError && error.fields) {
        const values = form.getValues() as Record<string, unknown>;
        for (const [name, fieldMessage] of Object.entries(error.fields)) {
          const path = formPath(values, name);
          if (!path) continue;
          form.setError(path as Path<T>, { type: 'server', message: fieldMessage }, { shouldFocus: !placed });
          placed++;
        }
      }
      if (!placed) form.setError('root.server', { type: 'server', message });
      toast.show({ kind: 'error', title: failureTitle, description: message });
    },
    [form, failureTitle, t, toast, errorMessage],
  );
}
