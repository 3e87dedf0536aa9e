import { cx } from '../class-names';

export type ThumbnailProps = {
  /** Without a picture a blank square keeps the row's layout. */
  url: string | null | undefined;
  className?: string;
};

/** A small decorative square picture of an item in a list. */
export const Thumbnail = ({ url, className }: ThumbnailProps) =>
  url ? (
    <img
      src={url}
      alt=""
      loading="lazy"
      className={cx('size-12 shrink-0 rounded-lg object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cx('size-12 shrink-0 rounded-lg bg-canvas', className)}
    />
  );
