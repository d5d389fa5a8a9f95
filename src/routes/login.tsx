// Sign-in (/login).
import { createFileRoute } from '@tanstack/react-router';
import { PasswordField, SubmitButton } from '../components/form-fields';
import { useAuthStore } from '../lib/auth';
import { loginErrorFields } from '../lib/auth-form-errors';
import { useForm } from '../lib/form';
import { loginSearchSchema } from '../lib/redirect';
import { EmailField, loadAuthWords } from './-components/auth-fields';
import { AuthScreen } from './-components/auth-screen';
import { useAuthSubmit } from './-components/use-auth-submit';
import { useT } from '../lib/i18n-react';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  loader: loadAuthWords,
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
        <EmailField {...form.field('email')} />
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
