// Change password through auth.changePassword; the confirmation is checked here and never sent.
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { PasswordField, SubmitButton } from '../../../components/form-fields';
import { useAuthStore } from '../../../lib/auth';
import { useForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { passwordChangeFormSchema, type PasswordChangeInput } from '../../../shared/validation';
import { SettingsCard } from './settings-card';
import { useT } from '../../../lib/i18n-react';

export function PasswordForm() {
  const t = useT();
  const auth = useAuthStore();
  const form = useForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const { setFormElement } = form;
  const change = useMutation({
    mutationFn: (input: PasswordChangeInput) => auth.changePassword(input),
    onSuccess: () => {
      toast.success(t('account.msg.passwordOk'), 'saved');
      form.reset();
    },
    onError: (error) => form.showServerError(error, t('account.msg.passwordFailed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(passwordChangeFormSchema);
    if (!parsed || change.isPending) return;
    change.mutate({ currentPassword: parsed.currentPassword, newPassword: parsed.newPassword });
  }

  return (
    <SettingsCard
      id="password-heading"
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      <form ref={setFormElement} onSubmit={submit} noValidate className="grid gap-4">
        <PasswordField
          label={t('account.password.current')}
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          hint={t('account.password.hint')}
          {...form.field('newPassword')}
        />
        <PasswordField
          label={t('account.password.confirm')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <SubmitButton
          busy={change.isPending}
          label={t('account.password.submit')}
          busyLabel={t('account.password.changing')}
          className="justify-self-start"
        />
      </form>
    </SettingsCard>
  );
}
