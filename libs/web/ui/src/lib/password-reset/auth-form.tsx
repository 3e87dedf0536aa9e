import { messages } from '@celebra/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../button/button';
import { authLinkClasses } from './auth-card';

export type AuthFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last call's failure, announced above the button. */
  failure?: string;
  submitting: boolean;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
};

/** The form of a password-reset screen: its fields, the last failure and the submit button. */
export const AuthForm = ({
  onSubmit,
  failure,
  submitting,
  submitLabel,
  children,
}: AuthFormProps) => (
  <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
    {children}
    {failure && (
      <p role="alert" className="text-sm text-danger">
        {failure}
      </p>
    )}
    <Button type="submit" fullWidth loading={submitting}>
      {submitLabel}
    </Button>
  </form>
);

/** 'Voltar para o login' under a password-reset form. */
export const BackToLogin = ({ loginPath }: { loginPath: string }) => (
  <p className="mt-6 text-center text-sm">
    <Link to={loginPath} className={authLinkClasses}>
      {messages.passwordReset.backToLogin}
    </Link>
  </p>
);
