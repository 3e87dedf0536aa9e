import type { ReactNode } from 'react';

/** The page's column, in the site's default look (it spans events: no event theme). */
export const PrivacyLayout = ({ children }: { children: ReactNode }) => (
  <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
    {children}
  </main>
);

/** A white panel with its heading. */
export const Panel = ({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId?: string;
  children: ReactNode;
}) => (
  <section
    aria-labelledby={headingId}
    className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-sm sm:p-6"
  >
    <h2 id={headingId} className="text-xl font-bold">
      {title}
    </h2>
    {children}
  </section>
);

/** A failure said next to the form that caused it. */
export const FormAlert = ({ message }: { message: string | null }) =>
  message ? (
    <p role="alert" className="rounded-lg border-2 border-danger p-3 text-ink">
      {message}
    </p>
  ) : null;
