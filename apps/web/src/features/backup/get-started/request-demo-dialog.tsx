// 'Request Demo': Name and Email, prefilled from the signed-in user, then 'Demo request sent'.
import { demoRequestSchema } from '@warden/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { useFormResolver } from '../../../components/use-form-resolver/use-form-resolver.ts';
import { useSession } from '../../auth/hooks/use-session.ts';
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
    <DialogFrame open onClose={onClose} title={sent ? t('demo.sentTitle') : t('demo.title')}>
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
    </DialogFrame>
  );
}
