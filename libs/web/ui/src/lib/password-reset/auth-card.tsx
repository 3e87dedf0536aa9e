import type { ReactNode } from 'react';
import { Logo } from '../brand/logo';
import { PrivacyFooter } from '../privacy/privacy-links';

export type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** The centred card of the signed-out screens (login, password reset), above the privacy links. */
export const AuthCard = ({ title, intro, children }: AuthCardProps) => (
  <div className="flex min-h-dvh flex-col bg-canvas">
    <main className="flex flex-1 items-center justify-center px-4 pt-10 pb-4">
      <div className="w-full max-w-sm rounded-card bg-surface p-6 shadow-md sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-semibold text-ink">{title}</h1>
          {intro && <p className="text-sm text-muted">{intro}</p>}
        </div>
        {children}
      </div>
    </main>
    <PrivacyFooter />
  </div>
);

export const authLinkClasses =
  'font-semibold text-brand-dark underline hover:text-brand-darker';
