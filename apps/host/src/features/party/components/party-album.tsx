import { alertFailure } from '@celebra/shell';
import {
  type HostPartyMedia,
  hostTexts,
  type PartyMediaStatus,
  type PartyStatusCounts,
} from '@celebra/contracts';
import {
  alertSuccess,
  Button,
  confirmAction,
  inBackground,
  InlineLoading,
} from '@celebra/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { partyMediaQueryOptions } from '../api/party-queries';
import {
  useRemovePartyMedia,
  useSetPartyMediaStatus,
} from '../api/use-party-mutations';
import {
  type PartyMediaAction,
  PartyMediaCard,
  partyMediaLabel,
} from './party-media-card';
import { PartyStatusFilter } from './party-status-filter';

const t = hostTexts.party;

export type PartyAlbumProps = {
  eventId: number;
  counts: PartyStatusCounts | undefined;
  /** False for a role that may only view. */
  canChange: boolean;
};

/**
 * The guests' photos and videos of one status at a time ('Aguardando aprovação' first), newest
 * first, 'Carregar mais' for older ones; approving or hiding moves an item to its new status,
 * 'Excluir' asks first.
 */
export const PartyAlbum = ({ eventId, counts, canChange }: PartyAlbumProps) => {
  const [status, setStatus] = useState<PartyMediaStatus>('pending');
  const media = useInfiniteQuery(partyMediaQueryOptions(eventId, status));
  const setMediaStatus = useSetPartyMediaStatus(eventId);
  const remove = useRemovePartyMedia(eventId);
  const [busy, setBusy] = useState<{
    id: number;
    action: PartyMediaAction;
  } | null>(null);

  const act = async (item: HostPartyMedia, action: PartyMediaAction) => {
    if (action === 'remove') {
      const confirmed = await confirmAction({
        title: t.confirmRemoveTitle,
        text: `${partyMediaLabel(item)}. ${t.confirmRemoveText}`,
        confirmText: t.remove,
      });
      if (!confirmed) return;
    }
    setBusy({ id: item.id, action });
    const done = { onSettled: () => setBusy(null) };
    if (action === 'remove')
      remove.mutate(item.id, {
        ...done,
        onSuccess: () => void alertSuccess(hostTexts.server.partyMediaRemoved),
        onError: alertFailure(t.changeFailed),
      });
    else
      setMediaStatus.mutate(
        {
          mediaId: item.id,
          status: action === 'approve' ? 'approved' : 'hidden',
        },
        {
          ...done,
          onSuccess: () =>
            void alertSuccess(
              action === 'approve'
                ? hostTexts.server.partyMediaApproved
                : hostTexts.server.partyMediaHidden,
            ),
          onError: alertFailure(t.changeFailed),
        },
      );
  };

  const items = media.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PartyStatusFilter value={status} onChange={setStatus} counts={counts} />
      {media.isPending ? (
        <InlineLoading label={t.loadingAlbum} showLabel />
      ) : items.length === 0 ? (
        <p className="text-muted">
          {media.isError ? t.loadFailed : t.empty[status]}
        </p>
      ) : (
        <ul
          aria-label={t.statuses[status]}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {items.map((item) => (
            <PartyMediaCard
              key={item.id}
              item={item}
              canChange={canChange}
              busy={busy?.id === item.id ? busy.action : null}
              onAction={inBackground(act)}
            />
          ))}
        </ul>
      )}
      {media.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={media.isFetchingNextPage}
          onClick={inBackground(() => media.fetchNextPage())}
        >
          {t.loadMore}
        </Button>
      )}
    </div>
  );
};
