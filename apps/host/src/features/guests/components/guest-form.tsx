import {
  type GuestForm as GuestFormBody,
  guestFormSchema,
  type HostGuest,
  messages,
  PHONE_PATTERN,
} from '@celebra/contracts';
import { Button, Field, PhoneInput } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

export type GuestFormProps = {
  guest: HostGuest | null;
  saving: boolean;
  onSave: (body: GuestFormBody) => void;
  onCancel: () => void;
};

const toCompanions = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? undefined
    : Number(value);

/**
 * The guest form (spec host-guest §5): names, e-mail and phone required. The phone is masked
 * as typed and says '* Número inválido' while it is incomplete; a submit names the problem
 * ('* Telefone obrigatório' / '* Telefone inválido').
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
    resolver: zodResolver(guestFormSchema),
    defaultValues: {
      firstName: guest?.firstName ?? '',
      lastName: guest?.lastName ?? '',
      email: guest?.email ?? '',
      phoneNumber: guest?.phoneNumber ?? '',
      companions: guest?.companions ?? 0,
    },
  });
  const phone = useWatch({ control, name: 'phoneNumber' }) ?? '';
  const livePhoneMessage =
    typingPhone && phone !== '' && !PHONE_PATTERN.test(phone)
      ? messages.validation.phoneTypingInvalid
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
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Field
          label="Sobrenome"
          autoComplete="off"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Field
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
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
          error={errors.companions?.message}
          {...register('companions', { setValueAs: toCompanions })}
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving}>
          Salvar
        </Button>
      </div>
    </form>
  );
};
