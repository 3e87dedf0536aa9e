import {
  type HostGuest,
  messages,
  PHONE_PATTERN,
  type SaveGuestBody,
  saveGuestBodySchema,
} from '@celebra/contracts';
import { Field, PhoneInput, SelectField, fieldBinder } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SaveFormProps } from '../../../components/form/save-form-props';
import { SaveActions } from '../../../components/form/save-actions';

export type GuestFormProps = SaveFormProps<SaveGuestBody> & {
  guest: HostGuest | null;
};

const toCompanions = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? undefined
    : Number(value);

const attendanceOptions = [
  { value: 'true', label: 'Vai' },
  { value: 'false', label: 'Não vai' },
];

/**
 * The guest form: names, e-mail and phone required. The phone is masked as typed and says
 * '* Telefone inválido' while it is incomplete, the same message a submit gives (one rule, one
 * message; '* Telefone obrigatório' when empty).
 */
export const GuestForm = ({
  guest,
  saving,
  onSave,
  onCancel,
}: GuestFormProps) => {
  const [typingPhone, setTypingPhone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(saveGuestBodySchema),
    defaultValues: {
      firstName: guest?.firstName ?? '',
      lastName: guest?.lastName ?? '',
      email: guest?.email ?? '',
      phoneNumber: guest?.phoneNumber ?? '',
      companions: guest?.companions ?? 0,
      attending: guest?.attending ?? true,
    },
  });
  const field = fieldBinder(register, errors);
  const phone = useWatch({ control, name: 'phoneNumber' }) ?? '';
  const livePhoneMessage =
    typingPhone && phone !== '' && !PHONE_PATTERN.test(phone)
      ? messages.validation.phoneInvalid
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTypingPhone(false);
    void handleSubmit(onSave)(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Nome"
          autoComplete="off"
          required
          {...field('firstName')}
        />
        <Field
          label="Sobrenome"
          autoComplete="off"
          required
          {...field('lastName')}
        />
      </div>
      <Field
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        {...field('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneInput
          label="Telefone"
          autoComplete="off"
          required
          error={livePhoneMessage ?? errors.phoneNumber?.message}
          {...register('phoneNumber', { onChange: () => setTypingPhone(true) })}
        />
        <Field
          label="Acompanhantes"
          type="number"
          min={0}
          max={20}
          {...field('companions', { setValueAs: toCompanions })}
        />
      </div>
      <SelectField
        label="Presença"
        options={attendanceOptions}
        {...field('attending', {
          setValueAs: (value: unknown) => value === true || value === 'true',
        })}
      />
      <SaveActions onCancel={onCancel} submitting={saving} />
    </form>
  );
};
