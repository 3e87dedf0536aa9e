import { ResponsiveImage } from '../../../../components/responsive-image';
import type { WallItem } from '../lib/wall-show';
import { wallTexts as t } from '../wall-texts';

/** The photo takes the wall's main column (about three quarters of the screen). */
const PHOTO_SIZES = '75vw';

/** A long message gets a smaller type, so that it fits. */
const LONG_MESSAGE = 180;

const Caption = ({ name }: { name: string | null }) =>
  name ? (
    <p className="mt-[1.2vh] text-center text-[1.8vw] font-medium text-white/85">
      {t.sentBy(name)}
    </p>
  ) : null;

export type WallSpotlightProps = {
  item: WallItem;
  /** A video played to its end. */
  onEnded: () => void;
};

/** The item the wall shows now: a photo or video with the guest's name, or a message card. */
export const WallSpotlight = ({ item, onEnded }: WallSpotlightProps) => {
  if (item.type === 'message') {
    const { message, name } = item.message;
    return (
      <figure className="max-w-[60vw] rounded-[2vw] bg-white/10 px-[4vw] py-[5vh] shadow-2xl">
        <blockquote
          className={`line-clamp-[9] leading-snug font-medium whitespace-pre-line text-white ${
            message.length > LONG_MESSAGE ? 'text-[2.3vw]' : 'text-[3.2vw]'
          }`}
        >
          “{message}”
        </blockquote>
        <figcaption className="mt-[3vh] text-[2vw] text-white/75">
          — {name}
        </figcaption>
      </figure>
    );
  }
  const { media } = item;
  return (
    <figure className="flex h-full w-full flex-col items-center justify-center">
      {media.kind === 'video' ? (
        <video
          src={media.url}
          autoPlay
          muted
          playsInline
          onEnded={onEnded}
          aria-label={t.videoLabel(media.guestName)}
          className="min-h-0 max-w-full flex-1 rounded-[1vw] object-contain shadow-2xl"
        />
      ) : (
        <ResponsiveImage
          image={media.image}
          src={media.url}
          sizes={PHOTO_SIZES}
          alt={t.photoAlt(media.guestName)}
          width={1600}
          height={1200}
          priority
          decoding="async"
          className="min-h-0 w-auto max-w-full flex-1 rounded-[1vw] object-contain shadow-2xl"
        />
      )}
      <Caption name={media.guestName} />
    </figure>
  );
};
