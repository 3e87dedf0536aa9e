import { messages } from '@celebra/contracts';
import { buttonClasses, cx } from '@celebra/ui';
import { ExternalLinkIcon } from '../../../components/icons';
import { useSession } from '../../../lib/auth/use-session';
import { buildSiteUrl } from '../lib/site-url';

/** Home of the signed-in host: the event's title and subtitle and the way to its public site. */
export const DashboardPage = () => {
  const { event } = useSession();
  const siteUrl = buildSiteUrl(window.location, event.slug);

  return (
    <section
      aria-labelledby="event-title"
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-10 text-center shadow-sm"
    >
      <h1 id="event-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {event.title}
      </h1>
      <p className="text-lg text-muted">{event.subtitle}</p>
      <a
        href={siteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cx(
          buttonClasses({ variant: 'primary', size: 'lg' }),
          'mt-4',
        )}
      >
        {messages.screens.host.visitSite}
        <ExternalLinkIcon />
      </a>
    </section>
  );
};
