import { cx } from '@celebra/ui';
import { GiftIcon } from '../../../components/icons';

export type GiftPictureProps = { url: string | null; className?: string };

/** A gift's picture, or a gift icon when it has none; decorative, the card names the gift. */
export const GiftPicture = ({ url, className }: GiftPictureProps) =>
  url ? (
    <img
      src={url}
      alt=""
      loading="lazy"
      className={cx('w-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cx(
        'flex w-full items-center justify-center bg-brand-soft text-brand-darker',
        className,
      )}
    >
      <GiftIcon className="size-10" />
    </span>
  );
