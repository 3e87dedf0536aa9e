/** Degrees around the point shown by the embedded map (EXTERNAL-APIS.md). */
const FRAME = 0.005;

const fixed = (value: number) => value.toFixed(6);

/** OpenStreetMap embed of the point with a marker: bbox is lon,lat; marker is lat,lon. */
export const osmEmbedUrl = (latitude: number, longitude: number) => {
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

export const osmLargerMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=16/${fixed(latitude)}/${fixed(longitude)}`;
