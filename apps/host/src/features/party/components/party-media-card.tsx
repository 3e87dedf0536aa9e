import { type HostPartyMedia, hostTexts } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Button } from '@celebra/ui';
import { PartyMediaPicture } from './party-media-picture';

const t = hostTexts.party;

export type PartyMediaAction = 'approve' | 'hide' | 'remove';

export type PartyMediaCardProps = {
  item: HostPartyMedia;
  /** False for a role that may only view: no buttons. */
  canChange: boolean;
  /** The action running on this item, if any. */
  busy: PartyMediaAction | null;
  onAction: (item: HostPartyMedia, action: PartyMediaAction) => void;
};

/** Who sent it and when: 'Foto de Ana, 29/11/2026 21:04'. */
export const partyMediaLabel = (item: HostPartyMedia): string =>
  t.itemLabel(
    item.kind === 'image' ? t.photo : t.video,
    item.guestName ?? t.anonymous,
    formatDateTime(item.createdAt).slice(0, 16),
  );

/**
 * One guest's photo or video in the host's album: the thumbnail, the guest's name and the time,
 * and what may be done to it in its status ('Aprovar' unless approved, 'Ocultar' unless hidden,
 * 'Excluir').
 */
export const PartyMediaCard = ({
  item,
  canChange,
  busy,
  onAction,
}: PartyMediaCardProps) => {
  const label = partyMediaLabel(item);
  const actions: { action: PartyMediaAction; text: string }[] = [
    ...(item.status === 'approved'
      ? []
      : [{ action: 'approve' as const, text: t.approve }]),
    ...(item.status === 'hidden'
      ? []
      : [{ action: 'hide' as const, text: t.hide }]),
    { action: 'remove', text: t.remove },
  ];
  return (
    <li className="flex flex-col gap-2 overflow-hidden rounded-card border border-line bg-surface p-2">
      <PartyMediaPicture item={item} label={label} />
      <p className="text-sm">
        <span className="block truncate font-medium text-ink">
          {item.guestName ?? t.anonymous}
        </span>
        <span className="text-muted">
          {formatDateTime(item.createdAt).slice(0, 16)}
        </span>
      </p>
      {canChange && (
        <div className="flex flex-wrap gap-2">
          {actions.map(({ action, text }) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'approve' ? 'primary' : 'secondary'}
              className="flex-1"
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              aria-label={`${text}: ${label}`}
              onClick={() => onAction(item, action)}
            >
              {text}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
};
