import { alertFailure } from '@celebra/shell';
import { adminTexts, messages, type AdminLoginBody } from '@celebra/contracts';
import {
  alertWarning,
  Button,
  EmailField,
  PasswordField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLogin } from '../api/use-login';
import {
  loginSubmitSchema,
  loginTypingSchema,
} from '../lib/login-form-schemas';

type Phase = 'typing' | 'submit';

const resolvers: Record<Phase, Resolver<AdminLoginBody>> = {
  typing: zodResolver(loginTypingSchema),
  submit: zodResolver(loginSubmitSchema),
};

/** E-mail and password; success enters the back office. */
export const LoginForm = () => {
  const login = useLogin();
  const phase = useRef<Phase>('typing');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginBody>({
    mode: 'onChange',
    resolver: (values, context, options) =>
      resolvers[phase.current](values, context, options),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldBinder(register, errors);

  const onValid = (body: AdminLoginBody) => {
    login.mutate(body, {
      onError: alertFailure(
        adminTexts.adminErrors.login,
        messages.titles.login,
      ),
    });
  };
  // Not awaited: react-hook-form shows the field messages only once this handler returns.
  const onInvalid = () => {
    void alertWarning(messages.validation.fillCorrectly);
  };
  const submit = handleSubmit(onValid, onInvalid);
  const typing = () => {
    phase.current = 'typing';
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        phase.current = 'submit';
        inBackground(submit)(event);
      }}
      className="flex flex-col gap-4"
    >
      <EmailField
        autoComplete="username"
        {...field('email', { onChange: typing })}
      />
      <PasswordField
        autoComplete="current-password"
        {...field('password', { onChange: typing })}
      />
      <Button type="submit" fullWidth loading={login.isPending}>
        Entrar
      </Button>
    </form>
  );
};
