import { messages } from '@celebra/contracts';
import { Logo } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

export const LoginPage = () => (
  <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10">
    <div className="w-full max-w-sm rounded-card bg-surface p-6 shadow-md sm:p-8">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <Logo />
        <h1 className="text-xl font-semibold text-ink">
          {messages.screens.admin.loginTitle}
        </h1>
      </div>
      <LoginForm />
      <p className="mt-4 text-center text-sm">
        <Link
          to={paths.forgotPassword}
          className="font-semibold text-brand-dark underline hover:text-brand-darker"
        >
          {messages.passwordReset.forgotLink}
        </Link>
      </p>
    </div>
  </main>
);
