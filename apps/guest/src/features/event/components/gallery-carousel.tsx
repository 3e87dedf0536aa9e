import type { PublicGalleryItem } from '@celebra/contracts';
import { useRef, useState, type UIEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/responsive-image';
import { guestTexts as t } from '../../../config/texts';

export type GalleryCarouselProps = { items: PublicGalleryItem[] };

const arrowClasses =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-surface/90 p-2 text-ink shadow ' +
  'hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-dark disabled:opacity-40';

/** A slide fills the content column (at most 48rem). */
const GALLERY_SIZES = '(min-width: 48rem) 48rem, 100vw';

const mediaClasses =
  'aspect-[4/3] w-full rounded-card bg-brand-soft object-cover';

const Slide = ({
  item,
  position,
}: {
  item: PublicGalleryItem;
  position: number;
}) =>
  item.type === 'video' ? (
    <video
      src={item.url}
      controls
      muted
      playsInline
      preload="metadata"
      className={mediaClasses}
    />
  ) : (
    <ResponsiveImage
      image={item.image}
      src={item.url}
      sizes={GALLERY_SIZES}
      alt={t.galleryPhotoAlt(position)}
      width={800}
      height={600}
      lazy
      decoding="async"
      className={mediaClasses}
    />
  );

/**
 * Photos and videos one at a time: swipe (scroll snap) or the arrows; videos play inline,
 * muted, with controls. The Introduction leaves it out when the gallery is empty.
 */
export const GalleryCarousel = ({ items }: GalleryCarouselProps) => {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const track = event.currentTarget;
    if (track.clientWidth > 0)
      setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <div
      role="region"
      aria-roledescription="carrossel"
      aria-label={t.galleryLabel}
      className="site-gallery relative"
    >
      <ul
        ref={trackRef}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-card [scrollbar-width:none]"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            aria-roledescription="slide"
            aria-label={t.galleryItem(index + 1, items.length)}
            className="w-full shrink-0 snap-center"
          >
            <Slide item={item} position={index + 1} />
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <>
          <button
            type="button"
            aria-label={t.galleryPrevious}
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
            className={`${arrowClasses} left-2`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label={t.galleryNext}
            disabled={current === items.length - 1}
            onClick={() => goTo(current + 1)}
            className={`${arrowClasses} right-2`}
          >
            <ChevronRightIcon />
          </button>
          <p aria-live="polite" className="mt-2 text-center text-sm text-muted">
            {t.galleryItem(current + 1, items.length)}
          </p>
        </>
      )}
    </div>
  );
};
