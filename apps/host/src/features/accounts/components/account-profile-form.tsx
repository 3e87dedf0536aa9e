import {
  hostTexts,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  Field,
  PhoneInput,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TitledSection } from '../../../components/titled-section';
import { useSession } from '../../../lib/auth/use-session';
import { useUpdateProfile } from '../api/use-account-changes';
import { showFieldErrors } from '../lib/show-field-errors';

const t = hostTexts.screens.account;

/** 'Dados pessoais': name and phone, saved at once (the registration's rules). */
export const AccountProfileForm = () => {
  const { user } = useSession();
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: {
      firstName: user.first_name,
      lastName: user.last_name,
      phoneNumber: user.phone_number,
    },
  });
  const field = fieldBinder(register, errors);

  const onValid = (body: UpdateProfileBody) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        reset({
          firstName: answer.user.first_name,
          lastName: answer.user.last_name,
          phoneNumber: answer.user.phone_number,
        });
        void alertSuccess(answer.message);
      },
      onError: (error) => {
        if (
          !showFieldErrors(error, setError, [
            'firstName',
            'lastName',
            'phoneNumber',
          ])
        )
          alertFailure(hostTexts.hostErrors.profileSave)(error);
      },
    });

  return (
    <TitledSection id="account-profile" title={t.profileTitle}>
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(onValid))}
        className="flex max-w-xl flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t.firstName}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <Field
            label={t.lastName}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </div>
        <PhoneInput label={t.phone} {...field('phoneNumber')} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t.saveProfile}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
};
