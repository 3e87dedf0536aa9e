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
        <h1 className="text-xl font-semibold text-ink">Área do anfitrião</h1>
        <p className="text-sm text-muted">
          Entre para cuidar do site do seu evento.
        </p>
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
      <p className="mt-6 text-center text-sm text-muted">
        Ainda não tem um site?{' '}
        <Link
          to={paths.register}
          className="font-semibold text-brand-dark underline hover:text-brand-darker"
        >
          Crie sua conta
        </Link>
      </p>
    </div>
  </main>
);
