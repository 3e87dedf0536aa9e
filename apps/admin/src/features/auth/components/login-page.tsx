import { messages } from '@celebra/contracts';
import { Logo } from '../../../components/logo';
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
    </div>
  </main>
);
