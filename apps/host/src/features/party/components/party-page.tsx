import { getErrorMessage } from '@celebra/api-client';
import { hostTexts, type PartyQuota } from '@celebra/contracts';
import { formatCount, formatFileSize } from '@celebra/format';
import { Card, InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { useCurrentEventDetails } from '../../../lib/current-event/current-event-details';
import { buildSiteUrl } from '../../../lib/site-url';
import { partyOverviewQueryOptions } from '../api/party-queries';
import { AlbumZipDownload } from './album-zip-download';
import { PartyAlbum } from './party-album';
import { PartyCardDownload } from './party-card-download';
import { PartyLinks } from './party-links';
import { PartySettingsForm } from './party-settings-form';

const t = hostTexts.party;

/** '312 de 1.000 arquivos · 1,2 GB de 10 GB'. */
const quotaUsage = (quota: PartyQuota): string =>
  t.usage(
    `${formatCount(quota.count)} de ${formatCount(quota.maxCount)} arquivos`,
    `${formatFileSize(quota.bytes)} de ${formatFileSize(quota.maxBytes)}`,
  );

/**
 * /party 'Festa': the guests' uploads and the wall (settings and links), the album with its
 * moderation and ZIP, and the table card. A role that may only view sees the settings and the
 * album without the means to change them.
 */
export const PartyPage = () => {
  const { event, can } = useCurrentEvent();
  const { details } = useCurrentEventDetails();
  const overview = useQuery(partyOverviewQueryOptions(event.id));
  useErrorAlert(overview.error, t.loadOverviewFailed, getErrorMessage);
  const canChange = can('site');
  const siteUrl = buildSiteUrl(window.location, event.slug);
  const data = overview.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="text-muted">{t.intro}</p>
        {!canChange && (
          <p role="note" className="rounded-card bg-brand-soft p-3 text-ink">
            {t.readOnly}
          </p>
        )}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title={t.settingsTitle} headingLevel={2}>
          {data ? (
            <PartySettingsForm
              eventId={event.id}
              settings={data.settings}
              canChange={canChange}
            />
          ) : (
            <InlineLoading showLabel />
          )}
        </Card>
        <div className="flex flex-col gap-6">
          <Card title={t.linksTitle} headingLevel={2}>
            <PartyLinks
              siteUrl={siteUrl}
              wallKey={data?.settings.wallKey ?? null}
            />
          </Card>
          <Card title={hostTexts.partyCard.title} headingLevel={2}>
            {details ? (
              <PartyCardDownload
                title={event.title}
                siteUrl={siteUrl}
                slug={event.slug}
                theme={details.theme}
                color={details.color}
              />
            ) : (
              <InlineLoading showLabel />
            )}
          </Card>
        </div>
      </div>
      <Card
        title={t.albumTitle}
        headingLevel={2}
        actions={<AlbumZipDownload eventId={event.id} />}
      >
        {data && (
          <p className="mb-4 text-sm text-muted">{quotaUsage(data.quota)}</p>
        )}
        <PartyAlbum
          eventId={event.id}
          counts={data?.counts}
          canChange={canChange}
        />
      </Card>
    </div>
  );
};
