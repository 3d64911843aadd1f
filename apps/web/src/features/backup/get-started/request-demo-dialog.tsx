// 'Request Demo': Name and Email, prefilled from the signed-in user, then 'Demo request sent'.
import * as Dialog from '@radix-ui/react-dialog';
import { demoRequestSchema } from '@warden/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session.ts';
import { FormField } from '../../organizations/components/form-field.tsx';
import { useFormResolver } from '../../organizations/hooks/use-form-resolver.ts';
import { useRequestDemo } from './use-request-demo.ts';

export function RequestDemoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('backup');
  const { user } = useSession();
  const request = useRequestDemo();
  const [sent, setSent] = useState(false);
  const form = useForm({
    resolver: useFormResolver(demoRequestSchema),
    defaultValues: { userName: user.displayName, userEmail: user.email },
  });
  const { errors } = form.formState;
  const emailError = errors.userEmail
    ? form.getValues('userEmail').trim()
      ? t('demo.invalidEmail')
      : t('demo.required')
    : undefined;
  const submit = form.handleSubmit((body) => request.mutate(body, { onSettled: () => setSent(true) }));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">
            {sent ? t('demo.sentTitle') : t('demo.title')}
          </Dialog.Title>
          {sent ? (
            <>
              <p>{t('demo.sentBody')}</p>
              <div className="form-actions">
                <button type="button" className="button button--primary" onClick={onClose}>
                  {t('demo.close')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <FormField label={t('demo.name')} error={errors.userName ? t('demo.required') : undefined}>
                {(field) => (
                  <input {...field} {...form.register('userName')} maxLength={200} autoComplete="name" />
                )}
              </FormField>
              <FormField label={t('demo.email')} error={emailError}>
                {(field) => (
                  <input
                    {...field}
                    {...form.register('userEmail')}
                    type="email"
                    maxLength={254}
                    autoComplete="email"
                  />
                )}
              </FormField>
              <div className="form-actions">
                <button type="button" className="button" onClick={onClose}>
                  {t('demo.cancel')}
                </button>
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={request.isPending}
                  aria-busy={request.isPending}
                >
                  {t('demo.submit')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
