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
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/use-login';

/** E-mail and password; success enters the signed-in app. */
export const LoginForm = () => {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldBinder(register, errors);

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
