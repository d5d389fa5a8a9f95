// Sign-up (spec 01 section 2, /register).
import { createFileRoute } from '@tanstack/react-router';
import { PasswordField, SubmitButton, TextField } from '../components/form-fields';
import { AUTH_FALLBACKS, useAuthStore } from '../lib/auth';
import { registerErrorFields } from '../lib/auth-form-errors';
import { useForm } from '../lib/form';
import { registerSearchSchema } from '../lib/redirect';
import { toast } from '../lib/toast';
import { registerFormSchema } from '../shared/validation';
import { AuthScreen } from './-components/auth-screen';
import { useAuthSubmit } from './-components/use-auth-submit';

export const Route = createFileRoute('/register')({
  validateSearch: registerSearchSchema,
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
  const { busy, submit } = useAuthSubmit({
    form,
    schema: registerFormSchema,
    search,
    send: async ({ confirmPassword: _notSent, inviteCode, ...account }) => {
      const result = await auth.register({ ...account, ...(inviteCode ? { inviteCode } : {}) });
      toast.success(result.message, 'notice');
    },
    fallback: AUTH_FALLBACKS.register,
    errorFields: registerErrorFields,
  });

  return (
    <AuthScreen screen="register" search={search}>
      <form ref={form.formRef} onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          <TextField label="First name" autoComplete="given-name" placeholder="Ada" {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" placeholder="Lovelace" {...form.field('lastName')} />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="ada_draws"
          hint="Letters, numbers, underscores and hyphens."
          {...form.field('username')}
        />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          hint="Mix upper and lower case letters with a number."
          {...form.field('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" placeholder="Type it again" {...form.field('confirmPassword')} />
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating account..." className="mt-1 w-full" />
      </form>
    </AuthScreen>
  );
}
