import { alertFailure } from '@celebra/shell';
import { clientTexts } from '@celebra/api-client';
import { loginBodySchema, messages, type LoginBody } from '@celebra/contracts';
import {
  alertWarning,
  Button,
  EmailField,
  PasswordField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/use-login';

export type LoginFormProps = {
  /** Told of the e-mail as it is typed ('Esqueci minha senha' opens with it). */
  onEmailChange?: (email: string) => void;
};

/** E-mail and password; success enters the signed-in app. */
export const LoginForm = ({ onEmailChange }: LoginFormProps) => {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldBinder(register, errors);
  useEffect(() => {
    if (!onEmailChange) return;
    const subscription = watch((values, { name }) => {
      if (name === 'email') onEmailChange(values.email ?? '');
    });
    return () => subscription.unsubscribe();
  }, [watch, onEmailChange]);

  const onValid = (body: LoginBody) => {
    login.mutate(body, {
      onError: alertFailure(clientTexts.unexpected, messages.titles.login),
    });
  };
  // Not awaited: react-hook-form shows the field messages only once this handler returns.
  const onInvalid = () => {
    void alertWarning(messages.validation.fillCorrectly);
  };

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid, onInvalid))}
      className="flex flex-col gap-4"
    >
      <EmailField {...field('email')} />
      <PasswordField autoComplete="current-password" {...field('password')} />
      <Button type="submit" fullWidth loading={login.isPending}>
        Entrar
      </Button>
    </form>
  );
};
