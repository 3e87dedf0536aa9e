import { MAP_EMBED_HEIGHT } from '@celebra/contracts';
import { guestTexts as t } from '../../../config/texts';
import { largerMapUrl, mapEmbedUrl } from '@celebra/format';
import { ExternalLink } from '../../../components/external-link';

export type MapEmbedProps = {
  latitude: number;
  longitude: number;
  /** Names the map for assistive technology. */
  place: string;
};

/** OpenStreetMap of the event's place, 350 px high, framed in the event colour; loads when near. */
export const MapEmbed = ({ latitude, longitude, place }: MapEmbedProps) => (
  <figure className="mx-auto mt-8 max-w-3xl">
    <iframe
      title={t.mapTitle(place)}
      src={mapEmbedUrl(latitude, longitude)}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ height: MAP_EMBED_HEIGHT }}
      className="site-map block w-full rounded-card border-2 border-brand-dark"
    />
    <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-muted">
      <ExternalLink href={largerMapUrl(latitude, longitude)}>
        {t.mapLarger}
      </ExternalLink>
      <ExternalLink
        href="https://www.openstreetmap.org/copyright"
        className="underline"
      >
        {t.mapAttribution}
      </ExternalLink>
    </figcaption>
  </figure>
);
