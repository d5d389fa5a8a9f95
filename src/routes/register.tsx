// Sign-up (/register).
import { createFileRoute } from '@tanstack/react-router';
import { PasswordField, SubmitButton, TextField } from '../components/form-fields';
import { useAuthStore } from '../lib/auth';
import { registerErrorFields } from '../lib/auth-form-errors';
import { useForm } from '../lib/form';
import { registerSearchSchema } from '../lib/redirect';
import { toast } from '../lib/toast';
import { PRODUCT_NAME } from '../shared/limits';
import { EmailField, loadAuthWords } from './-components/auth-fields';
import { AuthScreen } from './-components/auth-screen';
import { useAuthSubmit } from './-components/use-auth-submit';
import { useT } from '../lib/i18n-react';

export const Route = createFileRoute('/register')({
  validateSearch: registerSearchSchema,
  loader: loadAuthWords,
  component: RegisterPage,
});

function RegisterPage() {
  const { invite, ...search } = Route.useSearch();
  const auth = useAuthStore();
  // inviteCode is a form value without an input: it only ever comes from the invite link.
  const form = useForm({
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    inviteCode: invite ?? '',
  });
  const { setFormElement } = form;
  const t = useT();
  const { busy, submit, prepare } = useAuthSubmit({
    form,
    schema: () => import('../shared/validation').then((shared) => shared.registerFormSchema),
    search,
    send: async ({ confirmPassword: _notSent, inviteCode, ...account }) => {
      await auth.register({ ...account, ...(inviteCode ? { inviteCode } : {}) });
      toast.success(t('account.msg.registerOk', { product: PRODUCT_NAME }), 'notice');
    },
    fallback: t('account.msg.registerFailed'),
    errorFields: registerErrorFields,
  });

  return (
    <AuthScreen screen="register" search={search}>
      <form ref={setFormElement} onSubmit={submit} onFocus={prepare} noValidate className="grid gap-5">
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          <TextField
            label={t('auth.firstName')}
            autoComplete="given-name"
            placeholder={t('auth.firstNamePlaceholder')}
            {...form.field('firstName')}
          />
          <TextField
            label={t('auth.lastName')}
            autoComplete="family-name"
            placeholder={t('auth.lastNamePlaceholder')}
            {...form.field('lastName')}
          />
        </div>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.usernamePlaceholder')}
          hint={t('auth.usernameHint')}
          {...form.field('username')}
        />
        <EmailField {...form.field('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          placeholder={t('auth.passwordNewPlaceholder')}
          hint={t('auth.passwordHint')}
          {...form.field('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          placeholder={t('auth.confirmPlaceholder')}
          {...form.field('confirmPassword')}
        />
        <SubmitButton
          busy={busy}
          label={t('auth.createAccount')}
          busyLabel={t('auth.creatingAccount')}
          className="mt-1 w-full"
        />
      </form>
    </AuthScreen>
  );
}
