import { alertFailure } from '@celebra/shell';
import {
  type InvitationRegisterBody,
  invitationRegisterBodySchema,
} from '@celebra/contracts';
import {
  Field,
  FormActions,
  PasswordField,
  PhoneInput,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { invitationKeys } from '../api/invitation-query';
import { useRegisterFromInvitation } from '../api/use-join-event';

export type InvitationRegisterFormProps = {
  token: string;
  /** The invited e-mail, masked: the account is made for it. */
  email: string;
  onBack: () => void;
};

/** 'Criar conta': name, phone and password; the account joins the event and is signed in. */
export const InvitationRegisterForm = ({
  token,
  email,
  onBack,
}: InvitationRegisterFormProps) => {
  const registration = useRegisterFromInvitation(token);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitationRegisterBodySchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
    },
  });
  const field = fieldBinder(register, errors);

  const onValid = (body: InvitationRegisterBody) =>
    registration.mutate(body, {
      onError: (error) => {
        alertFailure('Erro ao criar a conta.')(error);
        void queryClient.invalidateQueries({
          queryKey: invitationKeys.detail(token),
        });
      },
    });

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid))}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{`A conta será criada para ${email}.`}</p>
      <Field label="Nome" autoComplete="given-name" {...field('firstName')} />
      <Field
        label="Sobrenome"
        autoComplete="family-name"
        {...field('lastName')}
      />
      <PhoneInput label="Telefone" {...field('phoneNumber')} />
      <PasswordField
        autoComplete="new-password"
        hint="Mínimo de 8 caracteres, com letras e números."
        {...field('password')}
      />
      <PasswordField
        label="Confirme a senha"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <FormActions
        cancelLabel="Voltar"
        submitLabel="Criar conta e aceitar"
        onCancel={onBack}
        submitting={registration.isPending}
        className="mt-2 flex flex-col-reverse gap-3"
      />
    </form>
  );
};
