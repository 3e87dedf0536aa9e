import {
  FALLBACK_IMAGE_TYPE,
  type HostPartyMedia,
  IMAGE_VARIANT_TYPES,
  srcsetOf,
} from '@celebra/contracts';

export type PartyMediaPictureProps = {
  item: HostPartyMedia;
  /** What the picture shows, for screen readers. */
  label: string;
};

/** The album grid's cell width: half the screen on a phone, a quarter from 1024 px. */
const SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw';
const boxClasses = 'aspect-square w-full rounded-md object-cover';

/**
 * A guest's photo as a square thumbnail that downloads only the width the grid needs (AVIF,
 * WebP or JPEG renditions by `srcset`), lazily; a video as its first frame with controls.
 */
export const PartyMediaPicture = ({ item, label }: PartyMediaPictureProps) => {
  if (item.kind === 'video')
    return (
      <video
        src={item.url}
        controls
        preload="metadata"
        aria-label={label}
        className={`${boxClasses} bg-ink`}
      />
    );
  const { image } = item;
  if (!image)
    return (
      <img src={item.url} alt={label} loading="lazy" className={boxClasses} />
    );
  return (
    <picture className="contents">
      {IMAGE_VARIANT_TYPES.filter((type) => type !== FALLBACK_IMAGE_TYPE)
        .map((type) => ({ type, srcSet: srcsetOf(image, type) }))
        .filter((source) => source.srcSet !== '')
        .map((source) => (
          <source key={source.type} {...source} sizes={SIZES} />
        ))}
      <img
        src={item.url}
        srcSet={srcsetOf(image, FALLBACK_IMAGE_TYPE) || undefined}
        sizes={SIZES}
        width={image.width}
        height={image.height}
        alt={label}
        loading="lazy"
        className={boxClasses}
      />
    </picture>
  );
};
