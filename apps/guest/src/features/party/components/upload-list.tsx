import { Button, cx, ProgressBar, useObjectUrl } from '@celebra/ui';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  ClockIcon,
} from '../../../components/icons';
import { isHeic } from '../lib/media-kind';
import type { UploadItem, UploadState } from '../lib/upload-queue';
import { partyTexts as t } from '../party-texts';
import { PhotosIcon, VideoIcon } from './party-icons';

const STATE_LABEL: Record<UploadState, string> = {
  compressing: t.stateCompressing,
  queued: t.stateQueued,
  sending: t.stateSending,
  done: t.stateDone,
  pending: t.statePending,
  error: t.stateError,
};

/** A small picture of a photo the browser can draw; an icon for a video, a HEIC or another file. */
const Thumbnail = ({ item }: { item: UploadItem }) => {
  const previewable = item.file.type.startsWith('image/') && !isHeic(item.file);
  const url = useObjectUrl(previewable ? item.file : null);
  const Icon = item.kind === 'video' ? VideoIcon : PhotosIcon;
  return (
    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-soft text-brand-dark">
      {url ? (
        <img src={url} alt="" className="size-full object-cover" />
      ) : (
        <Icon />
      )}
    </div>
  );
};

const StateMark = ({ state }: { state: UploadState }) => {
  if (state === 'done')
    return <CheckCircleIcon className="shrink-0 text-success" />;
  if (state === 'pending')
    return <ClockIcon className="shrink-0 text-brand-dark" />;
  if (state === 'error')
    return <AlertCircleIcon className="shrink-0 text-danger" />;
  return null;
};

const UploadRow = ({
  item,
  onRetry,
}: {
  item: UploadItem;
  onRetry: (id: string) => void;
}) => {
  const running = item.state === 'compressing' || item.state === 'sending';
  return (
    <li className="flex gap-3 py-3">
      <Thumbnail item={item} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 truncate font-semibold">{item.file.name}</p>
          <StateMark state={item.state} />
        </div>
        {running ? (
          <ProgressBar
            className="mt-1"
            label={STATE_LABEL[item.state]}
            value={item.progress * 100}
          />
        ) : (
          <p
            className={cx(
              'text-sm',
              item.state === 'error' ? 'text-danger' : 'text-muted',
            )}
          >
            {STATE_LABEL[item.state]}
          </p>
        )}
        {item.error && <p className="mt-1 text-sm text-ink">{item.error}</p>}
        {item.state === 'error' && item.retryable && (
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            aria-label={t.retryOf(item.file.name)}
            onClick={() => onRetry(item.id)}
          >
            {t.retry}
          </Button>
        )}
      </div>
    </li>
  );
};

export type UploadListProps = {
  items: UploadItem[];
  onRetry: (id: string) => void;
};

/** Each picked file with its state: progress while it goes, then sent, awaiting approval or failed. */
export const UploadList = ({ items, onRetry }: UploadListProps) => {
  if (items.length === 0) return null;
  const sent = items.filter(
    (item) => item.state === 'done' || item.state === 'pending',
  ).length;
  return (
    <section aria-labelledby="party-uploads-title" className="mt-8">
      <h2 id="party-uploads-title" className="text-lg font-semibold">
        {t.uploadsTitle}
      </h2>
      <p role="status" className="mt-1 text-muted">
        {sent > 0 ? t.allSent(sent) : ''}
      </p>
      <ul className="mt-2 divide-y divide-line border-y border-line">
        {items.map((item) => (
          <UploadRow key={item.id} item={item} onRetry={onRetry} />
        ))}
      </ul>
    </section>
  );
};
