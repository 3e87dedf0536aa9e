import { registerStep3Schema } from '@celebra/contracts';
import {
  EmailField,
  Field,
  PasswordField,
  PhoneInput,
  PrivacyNotice,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AccountDraft } from '../lib/wizard-steps';
import { StepActions } from './step-actions';

export type AccountStepValues = z.output<typeof registerStep3Schema>;

export type AccountStepProps = {
  /** What was typed before (passwords are never kept). */
  draft: AccountDraft;
  onDraftChange: (draft: AccountDraft) => void;
  submitting: boolean;
  onBack: () => void;
  onSubmit: (values: AccountStepValues) => void;
};

/**
 * Step 'step3': the host's name, phone, e-mail and password, what they are used for (with the
 * terms and the privacy policy); submitting registers.
 */
export const AccountStep = ({
  draft,
  onDraftChange,
  submitting,
  onBack,
  onSubmit,
}: AccountStepProps) => {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerStep3Schema),
    defaultValues: { ...draft, password: '', confirmPassword: '' },
  });
  const field = fieldBinder(register, errors);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'password' || name === 'confirmPassword') return;
      onDraftChange({
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        phoneNumber: values.phoneNumber ?? '',
        email: values.email ?? '',
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onSubmit))}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" autoComplete="given-name" {...field('firstName')} />
        <Field
          label="Sobrenome"
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <PhoneInput label="Telefone" {...field('phoneNumber')} />
      <EmailField {...field('email')} />
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
      <PrivacyNotice termsLead="Ao criar a conta, você concorda com os">
        Usamos seu nome, telefone e e-mail só para manter sua conta e falar com
        você sobre seus eventos.
      </PrivacyNotice>
      <StepActions
        onBack={onBack}
        nextLabel="Criar meu site"
        loading={submitting}
      />
    </form>
  );
};
