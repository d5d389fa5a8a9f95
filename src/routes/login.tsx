// Sign-in (/login).
import { createFileRoute } from '@tanstack/react-router';
import { PasswordField, SubmitButton, TextField } from '../components/form-fields';
import { useAuthStore } from '../lib/auth';
import { loginErrorFields } from '../lib/auth-form-errors';
import { useForm } from '../lib/form';
import { loginSearchSchema } from '../lib/redirect';
import { AuthScreen } from './-components/auth-screen';
import { useAuthSubmit } from './-components/use-auth-submit';
import { useT } from '../lib/i18n-react';
import { loadArea } from '../lib/i18n';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  // The sign-in and sign-up words are in the account area, the form's refusals in refusals (main.tsx fetches both with
  // the first catalogue on a first visit).
  loader: async () => void (await Promise.all([loadArea('account'), loadArea('refusals')])),
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const auth = useAuthStore();
  const t = useT();
  const form = useForm({ email: '', password: '' });
  const { setFormElement } = form;
  const { busy, submit, prepare } = useAuthSubmit({
    form,
    schema: () => import('../shared/validation').then((shared) => shared.loginInput),
    search,
    send: async (input) => void (await auth.login(input)),
    fallback: t('account.msg.loginFailed'),
    errorFields: loginErrorFields,
  });

  return (
    <AuthScreen screen="login" search={search}>
      <form ref={setFormElement} onSubmit={submit} onFocus={prepare} noValidate className="grid gap-5">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          {...form.field('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          {...form.field('password')}
        />
        <SubmitButton busy={busy} label={t('auth.signIn')} busyLabel={t('auth.signingIn')} className="mt-1 w-full" />
      </form>
    </AuthScreen>
  );
}
