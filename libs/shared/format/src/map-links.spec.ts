import { largerMapUrl, mapEmbedUrl } from './map-links';

describe('map links', () => {
  it('frames the point ±0.005° with the bbox as lon,lat and the marker as lat,lon', () => {
    const url = new URL(mapEmbedUrl(-23.55039, -46.633081));

    expect(url.origin + url.pathname).toBe(
      'https://www.openstreetmap.org/export/embed.html',
    );
    expect(url.searchParams.get('bbox')).toBe(
      '-46.638081,-23.555390,-46.628081,-23.545390',
    );
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('-23.550390,-46.633081');
  });

  it('links the larger map at zoom 16', () => {
    expect(largerMapUrl(-23.5, -46.6)).toBe(
      'https://www.openstreetmap.org/?mlat=-23.500000&mlon=-46.600000#map=16/-23.500000/-46.600000',
    );
  });
});
