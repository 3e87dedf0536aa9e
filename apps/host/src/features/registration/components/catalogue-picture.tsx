import { cx } from '@celebra/ui';

export type CataloguePictureProps = {
  url: string | null;
  /** Shown as a large initial when there is no picture. */
  name: string;
  className?: string;
};

/** A catalogue picture (event type or gift); decorative, the card names it. */
export const CataloguePicture = ({
  url,
  name,
  className,
}: CataloguePictureProps) =>
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
        'flex w-full items-center justify-center bg-brand-soft text-3xl font-bold text-brand-darker',
        className,
      )}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
