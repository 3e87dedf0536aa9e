import { Logo } from '../../../components/logo';
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
    </div>
  </main>
);
