import { getErrorMessage, isApiError } from '@celebra/api-client';
import { formatUntil } from '@celebra/format';
import { Button, InlineLoading } from '@celebra/ui';
import { useEffect } from 'react';
import { useGuestData } from '../api/guest-data-api';
import { currentContact, eventsOf } from '../lib/guest-data-view';
import { privacyTexts as t } from '../privacy-texts';
import type { GuestDataSession } from './code-step';
import { CorrectionForm } from './correction-form';
import { DownloadPanel } from './download-panel';
import { ErasePanel } from './erase-panel';
import { EventDataCard } from './event-data';
import { FormAlert, Panel } from './privacy-layout';

/** 'Seus dados': per event, then the downloads, the correction and the erasure. */
export const GuestDataView = ({
  session,
  onEnded,
  onErased,
}: {
  session: GuestDataSession;
  /** The access ended (401): back to the first step, with the api's message. */
  onEnded: (message: string) => void;
  onErased: (message: string) => void;
}) => {
  const query = useGuestData(session.token);
  const ended =
    query.isError && isApiError(query.error) && query.error.status === 401;
  useEffect(() => {
    if (ended) onEnded(getErrorMessage(query.error, t.sendFailed));
  }, [ended, onEnded, query.error]);

  if (query.isPending) return <InlineLoading showLabel className="text-lg" />;
  if (query.isError)
    return (
      <Panel title={t.dataTitle} headingId="data">
        <FormAlert message={getErrorMessage(query.error, t.sendFailed)} />
        <Button onClick={() => void query.refetch()}>{t.openData}</Button>
      </Panel>
    );
  const data = query.data;
  const events = eventsOf(data);
  return (
    <>
      <Panel title={t.dataTitle} headingId="data">
        <p>{t.dataOf(data.email)}</p>
        <p className="text-sm text-muted">
          {t.accessUntil(formatUntil(session.expiresAt))}
        </p>
        {events.length === 0 && <p>{t.noData}</p>}
        <p className="text-sm text-muted">{t.phoneGifts}</p>
      </Panel>
      {events.length > 0 && (
        <section aria-label={t.eventsLabel} className="flex flex-col gap-4">
          {events.map((event) => (
            <EventDataCard key={event.id} event={event} />
          ))}
        </section>
      )}
      <DownloadPanel token={session.token} />
      {events.length > 0 && (
        <>
          <CorrectionForm
            token={session.token}
            current={currentContact(data)}
          />
          <ErasePanel token={session.token} onErased={onErased} />
        </>
      )}
    </>
  );
};
