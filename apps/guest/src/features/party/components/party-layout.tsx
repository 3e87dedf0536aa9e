import { cx } from '@celebra/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { SiteLink } from '../../../components/site-link';
import { partyPath } from '../lib/party-paths';
import { partyTexts as t } from '../party-texts';

export type PartyLayoutProps = {
  title: string;
  intro?: string;
  /** The slug whose '/festa' the page links back to; none on '/festa' itself. */
  backTo?: string;
  wide?: boolean;
  children?: ReactNode;
};

/**
 * A party page of the site, in the event's theme: its heading (focused when the page opens,
 * so a keyboard or screen-reader user starts there), an intro, the content, and the way back
 * to the party page.
 */
export const PartyLayout = ({
  title,
  intro,
  backTo,
  wide = false,
  children,
}: PartyLayoutProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [title]);
  return (
    <article
      aria-labelledby="festa-title"
      className={cx(
        'site-page mx-auto min-h-[60dvh] px-4 py-8 text-ink sm:py-12',
        wide ? 'max-w-5xl' : 'max-w-xl',
      )}
    >
      <h1
        ref={headingRef}
        id="festa-title"
        tabIndex={-1}
        className="site-page-title text-3xl font-bold break-words text-brand-dark outline-none"
      >
        {title}
      </h1>
      {intro && <p className="mt-2 text-lg text-muted">{intro}</p>}
      {children}
      {backTo && (
        <p className="mt-10 text-center">
          <SiteLink
            href={partyPath(backTo, 'festa')}
            className="rounded font-semibold text-brand-dark underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            {t.backToParty}
          </SiteLink>
        </p>
      )}
    </article>
  );
};
