import { cx } from '@celebra/ui';
import { GiftIcon } from './icons';

/**
 * How much room the picture takes: `cover` fills the width of its card (the card sets the
 * height or aspect ratio through `className`); `thumb` is a fixed 48 px square beside a text.
 */
export type CataloguePictureSize = 'cover' | 'thumb';

export type CataloguePictureProps = {
  url: string | null;
  size?: CataloguePictureSize;
  /** Without a picture: the name's initial when given, else a gift icon. */
  name?: string;
  /** Shape and height only (rounded corners, `h-24`, `aspect-square`); the width comes from `size`. */
  className?: string;
};

const sizeClasses: Record<CataloguePictureSize, string> = {
  cover: 'w-full',
  thumb: 'size-12 shrink-0',
};

/** A catalogue picture (event type or gift); decorative, the card names it. */
export const CataloguePicture = ({
  url,
  size = 'cover',
  name,
  className,
}: CataloguePictureProps) => {
  const classes = cx(sizeClasses[size], className);
  if (url)
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        className={cx('object-cover', classes)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex items-center justify-center bg-brand-soft font-bold text-brand-darker',
        size === 'cover' ? 'text-3xl' : 'text-lg',
        classes,
      )}
    >
      {name ? (
        name.charAt(0).toUpperCase()
      ) : (
        <GiftIcon className={size === 'cover' ? 'size-10' : 'size-6'} />
      )}
    </span>
  );
};
