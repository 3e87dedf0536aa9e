/** Half the side of the map frame around the point, in degrees. */
const FRAME = 0.005;

const fixed = (value: number) => value.toFixed(6);

/** OpenStreetMap's embeddable map around a point with a marker on it (bbox is lon,lat; marker lat,lon). */
export const mapEmbedUrl = (latitude: number, longitude: number): string => {
  const bbox = [
    longitude - FRAME,
    latitude - FRAME,
    longitude + FRAME,
    latitude + FRAME,
  ]
    .map(fixed)
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(latitude)},${fixed(longitude)}`;
};

/** The same point on openstreetmap.org, zoom 16. */
export const largerMapUrl = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=16/${fixed(latitude)}/${fixed(longitude)}`;
