// Edit profile: first name, last name and avatar URL through auth.updateProfile.
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { SubmitButton, TextField } from '../../../components/form-fields';
import { useAuthStore, type AuthUser } from '../../../lib/auth';
import { useForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { profileInput, type ProfileInput } from '../../../shared/validation';
import { SettingsCard } from './settings-card';
import { useT } from '../../../lib/i18n-react';

export function ProfileForm({ user }: { user: AuthUser }) {
  const t = useT();
  const auth = useAuthStore();
  const form = useForm({ firstName: user.firstName, lastName: user.lastName, avatar: user.avatar });
  const { setFormElement } = form;
  const save = useMutation({
    mutationFn: (input: ProfileInput) => auth.updateProfile(input),
    onSuccess: (result) => {
      toast.success(t('account.msg.profileOk'), 'saved');
      form.reset({ firstName: result.user.firstName, lastName: result.user.lastName, avatar: result.user.avatar });
    },
    onError: (error) => form.showServerError(error, t('account.msg.profileFailed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(profileInput);
    if (input && !save.isPending) save.mutate(input);
  }

  return (
    <SettingsCard
      id="edit-profile-heading"
      title={t('account.editProfile.title')}
      description={t('account.editProfile.description')}
    >
      <form ref={setFormElement} onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <TextField label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <TextField
          label={t('account.editProfile.avatar')}
          type="url"
          inputMode="url"
          placeholder={t('account.editProfile.avatarPlaceholder')}
          {...form.field('avatar')}
        />
        <SubmitButton
          busy={save.isPending}
          label={t('account.editProfile.save')}
          busyLabel={t('account.editProfile.saving')}
          className="justify-self-start"
        />
      </form>
    </SettingsCard>
  );
}
