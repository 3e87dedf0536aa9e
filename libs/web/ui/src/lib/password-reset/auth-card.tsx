import type { ReactNode } from 'react';
import { Logo } from '../brand/logo';

export type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** The centred card of the signed-out screens (login, password reset). */
export const AuthCard = ({ title, intro, children }: AuthCardProps) => (
  <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10">
    <div className="w-full max-w-sm rounded-card bg-surface p-6 shadow-md sm:p-8">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <Logo />
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {intro && <p className="text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </div>
  </main>
);

export const authLinkClasses =
  'font-semibold text-brand-dark underline hover:text-brand-darker';
