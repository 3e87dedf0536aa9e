import {
  BANNER_IMAGE_SIZES,
  type SiteHeroEvent,
  siteHeroTexts as t,
} from '@celebra/contracts';
import { ResponsiveImage } from '../../../components/responsive-image';
import { defaultImages } from '../../../config/default-images';
import { sectionIds } from '../../../config/paths';
import { Countdown } from './countdown';

/** The avatar's circle is at most 10rem wide in any theme. */
const AVATAR_SIZES = '160px';

export type EventHeroProps = {
  event: SiteHeroEvent;
  /** Called once the banner has loaded or failed (also when it was already in the cache). */
  onBannerSettled?: () => void;
};

/**
 * Banner (the page's largest paint, fetched first), avatar, title, subtitle and the countdown.
 * The edge writes the same markup into the page before the script runs (`siteHeroShellHtml`;
 * event-hero-shell.spec.tsx keeps the two alike).
 */
export const EventHero = ({ event, onBannerSettled }: EventHeroProps) => (
  <header
    id={sectionIds.home}
    tabIndex={-1}
    className="site-hero scroll-mt-16 bg-surface pb-10 outline-none"
  >
    <ResponsiveImage
      image={event.bannerImage}
      src={event.bannerUrl || defaultImages.banner}
      sizes={BANNER_IMAGE_SIZES}
      alt=""
      width={1200}
      height={400}
      priority
      onLoad={onBannerSettled}
      onError={onBannerSettled}
      ref={(banner) => {
        if (banner?.complete) onBannerSettled?.();
      }}
      className="h-48 w-full bg-brand-soft object-cover sm:h-72"
    />
    <div className="site-hero-body mx-auto -mt-14 flex max-w-3xl flex-col items-center gap-2 px-4 text-center">
      <ResponsiveImage
        image={event.avatarImage}
        src={event.avatarUrl || defaultImages.avatar}
        sizes={AVATAR_SIZES}
        alt={t.avatarAlt(event.title)}
        width={112}
        height={112}
        // Small and below the banner's top: it must not share the slow link with the banner.
        fetchPriority="low"
        className="size-28 rounded-full border-4 border-surface bg-brand-soft object-cover shadow-md"
      />
      <h1 className="site-hero-title mt-2 text-3xl font-bold break-words text-brand-dark sm:text-4xl">
        {event.title}
      </h1>
      <h2 className="site-hero-subtitle text-lg text-muted sm:text-xl">
        {event.subtitle}
      </h2>
      <Countdown
        eventDate={event.details?.eventDate ?? null}
        startTime={event.details?.startTime ?? null}
      />
    </div>
  </header>
);
