import { Logo, PrivacyFooter } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RegistrationWizard } from './registration-wizard';

/** /register: the four-step wizard that creates the host's account and event site. */
export const RegisterPage = () => (
  <div className="flex min-h-dvh flex-col bg-canvas">
    <main className="flex flex-1 justify-center px-4 pt-10 pb-4">
      <div className="w-full max-w-3xl rounded-card bg-surface p-6 shadow-md sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-semibold text-ink">
            Crie o site do seu evento
          </h1>
          <p className="text-sm text-muted">
            Já tem uma conta?{' '}
            <Link
              to={paths.login}
              className="font-semibold text-brand-dark underline hover:text-brand-darker"
            >
              Entrar
            </Link>
          </p>
        </div>
        <RegistrationWizard />
      </div>
    </main>
    <PrivacyFooter />
  </div>
);
