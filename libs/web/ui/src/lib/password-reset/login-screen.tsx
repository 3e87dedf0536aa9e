import { messages } from '@celebra/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard, authLinkClasses } from './auth-card';

export type LoginScreenProps = {
  title: string;
  intro?: ReactNode;
  /** The app's 'Esqueci minha senha' page. */
  forgotPath: string;
  /** The e-mail typed in the form so far: 'Esqueci minha senha' opens with it. */
  typedEmail?: string;
  /** The app's login form. */
  children: ReactNode;
  /** Below the 'Esqueci minha senha' link (e.g. the way to create an account). */
  footer?: ReactNode;
};

/** The signed-out login card: the app's form and the link to reset a forgotten password. */
export const LoginScreen = ({
  title,
  intro,
  forgotPath,
  typedEmail,
  children,
  footer,
}: LoginScreenProps) => (
  <AuthCard title={title} intro={intro}>
    {children}
    <p className="mt-4 text-center text-sm">
      <Link
        to={forgotPath}
        state={typedEmail ? { email: typedEmail } : undefined}
        className={authLinkClasses}
      >
        {messages.passwordReset.forgotLink}
      </Link>
    </p>
    {footer}
  </AuthCard>
);
