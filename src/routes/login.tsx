// Sign-in (spec 01 section 2, /login).
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PasswordField, SubmitButton, TextField } from '../components/form-fields';
import { AUTH_FALLBACKS, useAuthStore } from '../lib/auth';
import { loginErrorFields } from '../lib/auth-form-errors';
import { useForm } from '../lib/form';
import { usePageTitle } from '../lib/page-title';
import { AUTH_SCREENS } from '../shared/auth-screens';
import { armPendingAction, clearPendingAction } from '../lib/pending-action';
import { loginSearchSchema } from '../lib/redirect';
import { loginInput } from '../shared/validation';
import { AuthScreen } from './-components/auth-screen';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  usePageTitle(AUTH_SCREENS.login.pageTitle);
  const { redirect, reason } = Route.useSearch();
  const navigate = useNavigate();
  const auth = useAuthStore();
  const form = useForm({ email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = form.validate(loginInput);
    if (!input) return;
    setBusy(true);
    try {
      await auth.login(input);
      // What the visitor was doing finishes back there; a sign-in nobody asked for drops an old unfinished action.
      if (reason) armPendingAction();
      else clearPendingAction();
      await navigate({ href: redirect ?? '/', replace: true });
    } catch (error) {
      form.showServerError(error, AUTH_FALLBACKS.login, loginErrorFields);
      setBusy(false);
    }
  }

  return (
    <AuthScreen
      title={AUTH_SCREENS.login.title}
      subtitle={AUTH_SCREENS.login.subtitle}
      reason={reason}
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/register" search={{ redirect, reason }} className="link">
            Sign up here
          </Link>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={signIn} noValidate className="grid gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.field('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          {...form.field('password')}
        />
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in..." className="mt-1 w-full" />
      </form>
    </AuthScreen>
  );
}
