import type { PublicEventDetails } from '@celebra/contracts';

/** 'Av. Paulista, 1000, Bela Vista, São Paulo, SP' (as 'Buscar CEP' writes it): 'São Paulo'. */
const CITY_BEFORE_STATE = /,\s*([^,]+?)\s*(?:,|-|\/)\s*[A-Z]{2}\s*$/;

/**
 * Where the event is, in a few words for a shared link's preview: the place and the city of
 * the address when it ends in 'city, UF' ('Espaço Jardim, São Paulo'); for a virtual event,
 * 'On-line' with its platform. Null when nothing is known.
 */
export function previewPlaceOf(
  details: Pick<
    PublicEventDetails,
    'eventType' | 'eventLocation' | 'fullAddress' | 'transmission'
  >,
): string | null {
  if (details.eventType === 'virtual') {
    const platform = details.transmission?.trim();
    return platform ? `On-line (${platform})` : 'On-line';
  }
  const place = details.eventLocation?.trim();
  const city = CITY_BEFORE_STATE.exec(details.fullAddress ?? '')?.[1]?.trim();
  if (!place) return city ?? null;
  return city && city !== place ? `${place}, ${city}` : place;
}
