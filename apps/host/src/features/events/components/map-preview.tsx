import { MAP_EMBED_HEIGHT } from '@celebra/contracts';
import { largerMapUrl, mapEmbedUrl } from '@celebra/format';

export type MapPreviewProps = { latitude: number; longitude: number };

/** The OpenStreetMap embed of the event's place, 350 px high, with attribution and a larger-map link. */
export const MapPreview = ({ latitude, longitude }: MapPreviewProps) => (
  <figure className="flex flex-col gap-1">
    <iframe
      title="Mapa do local do evento"
      src={mapEmbedUrl(latitude, longitude)}
      height={MAP_EMBED_HEIGHT}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="w-full rounded-card border border-line"
    />
    <figcaption className="flex flex-wrap justify-between gap-2 text-sm text-muted">
      <a
        href="https://www.openstreetmap.org/copyright"
        target="_blank"
        rel="noopener noreferrer"
        className="underline"
      >
        © OpenStreetMap contributors
      </a>
      <a
        href={largerMapUrl(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-brand-dark underline"
      >
        Ver mapa maior
      </a>
    </figcaption>
  </figure>
);
