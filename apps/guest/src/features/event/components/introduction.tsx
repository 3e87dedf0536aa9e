import { guestSiteTexts, type PublicEvent } from '@celebra/contracts';
import { Fragment } from 'react';
import { GalleryCarousel } from './gallery-carousel';

export type IntroductionProps = { event: PublicEvent };

const text = guestSiteTexts.screens.guest;

/**
 * Introduction title and text (defaults when empty; newlines kept) beside the gallery; without
 * photos or videos the text stands alone, centred (no placeholder picture).
 */
export const Introduction = ({ event }: IntroductionProps) => {
  const title = event.titleDescription.trim() || text.welcomeTitle;
  const description = event.description.trim() || text.welcomeText;
  const hasGallery = event.gallery.length > 0;
  return (
    <section
      aria-labelledby="introducao-title"
      className="site-section site-intro px-4 py-12"
    >
      <div
        className={
          hasGallery
            ? 'mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-2'
            : 'mx-auto max-w-3xl text-center'
        }
      >
        <div>
          <h2
            id="introducao-title"
            className="site-section-title text-2xl font-bold text-brand-dark sm:text-3xl"
          >
            {title}
          </h2>
          <p className="mt-4 leading-relaxed text-ink">
            {description.split('\n').map((line, index) => (
              <Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        </div>
        {hasGallery && <GalleryCarousel items={event.gallery} />}
      </div>
    </section>
  );
};
