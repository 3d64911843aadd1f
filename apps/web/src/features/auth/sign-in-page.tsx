// The sign-in page shown whenever there is no session.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@warden/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/client.ts';
import { useLogin } from './hooks/use-session.ts';

type Form = z.input<typeof loginBodySchema>;

export function SignInPage() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<Form>({ resolver: zodResolver(loginBodySchema) });
  const error =
    login.error instanceof ApiRequestError && login.error.status === 429
      ? t('signIn.rateLimited')
      : login.error
        ? t('signIn.failed')
        : null;

  return (
    <main className="sign-in">
      <form
        className="card sign-in__card"
        onSubmit={handleSubmit((values) => login.mutate(values))}
        noValidate
      >
        <h1>{t('signIn.title')}</h1>
        <label className="field">
          <span>{t('signIn.email')}</span>
          <input
            type="email"
            autoComplete="username"
            {...register('email')}
            aria-invalid={!!formState.errors.email}
          />
          {formState.errors.email && <span className="field__error">{formState.errors.email.message}</span>}
        </label>
        <label className="field">
          <span>{t('signIn.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            {...register('password')}
            aria-invalid={!!formState.errors.password}
          />
          {formState.errors.password && (
            <span className="field__error">{formState.errors.password.message}</span>
          )}
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={login.isPending}>
          {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
