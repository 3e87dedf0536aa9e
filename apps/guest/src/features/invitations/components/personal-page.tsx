import { isApiError } from '@celebra/api-client';
import {
  invitationGuestTexts as t,
  invitationMessages,
} from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Button, buttonClasses, InlineLoading } from '@celebra/ui';
import { useEffect, useRef } from 'react';
import { SiteLink } from '../../../components/site-link';
import { sectionIds, sitePaths } from '../../../config/paths';
import { keepInvitation } from '../../../lib/kept-invitation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePersonalInvitation } from '../api/personal-invitation';
import { AnswerForm } from './answer-form';
import { AnswerSummary } from './answer-summary';

export type PersonalPageProps = {
  slug: string;
  code: string;
  eventTitle: string;
  /** The event's day ('YYYY-MM-DD'): without a deadline, answers close after it. */
  eventDate: string | null;
  /** 'Dar um presente' links to the gift list. */
  giftsShown: boolean;
};

const linkClasses =
  'rounded font-semibold text-brand-dark underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-dark';

/**
 * '/<slug>/c/<code>', the household's personal page: 'Olá, {name}!', its answer (read-only
 * after the deadline) and the way to the gifts. The code is kept in this tab, so that a gift
 * bought afterwards is tied to the invitation. It opens without the site's password: the code
 * is the proof.
 */
export const PersonalPage = ({
  slug,
  code,
  eventTitle,
  eventDate,
  giftsShown,
}: PersonalPageProps) => {
  const invitation = usePersonalInvitation(slug, code);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t.pageTitle(eventTitle));
  const name = invitation.data?.name;
  useEffect(() => {
    if (name === undefined) return;
    keepInvitation(slug, { code, name });
    headingRef.current?.focus({ preventScroll: true });
  }, [slug, code, name]);

  let content;
  if (invitation.data) {
    const { data } = invitation;
    const lastDay = data.deadline ?? eventDate;
    content = (
      <>
        <h1
          ref={headingRef}
          id="convite-titulo"
          tabIndex={-1}
          className="site-page-title text-3xl font-bold break-words text-brand-dark outline-none"
        >
          {t.greeting(data.name)}
        </h1>
        {data.closed ? (
          <>
            {lastDay && (
              <p className="mt-4 rounded-lg bg-brand-soft p-3 text-brand-darker">
                {invitationMessages.deadlinePassed(formatDate(lastDay))}
              </p>
            )}
            <AnswerSummary invitation={data} />
          </>
        ) : (
          <>
            <p className="mt-2 text-lg text-muted">{t.intro}</p>
            <AnswerForm slug={slug} code={code} invitation={data} />
          </>
        )}
      </>
    );
  } else if (invitation.isError) {
    const notFound =
      isApiError(invitation.error) && invitation.error.status === 404;
    content = (
      <>
        <h1
          id="convite-titulo"
          className="site-page-title text-3xl font-bold text-brand-dark"
        >
          {eventTitle}
        </h1>
        <p role="alert" className="mt-6 text-lg">
          {notFound ? invitationMessages.invitationNotFound : t.loadFailed}
        </p>
        {!notFound && (
          <Button
            className="mt-4"
            loading={invitation.isFetching}
            onClick={() => void invitation.refetch()}
          >
            {t.retry}
          </Button>
        )}
      </>
    );
  } else return <InlineLoading showLabel className="mx-auto my-16 text-lg" />;

  return (
    <article
      aria-labelledby="convite-titulo"
      className="site-page mx-auto min-h-[60dvh] max-w-xl px-4 py-8 text-ink sm:py-12"
    >
      {content}
      <nav className="mt-10 flex flex-col items-center gap-4">
        {giftsShown && (
          <SiteLink
            href={sitePaths.section(slug, sectionIds.gifts)}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {t.giveGift}
          </SiteLink>
        )}
        <SiteLink href={sitePaths.home(slug)} className={linkClasses}>
          {t.seeSite}
        </SiteLink>
      </nav>
    </article>
  );
};
