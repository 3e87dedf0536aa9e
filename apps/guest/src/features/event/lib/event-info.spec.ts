import { formatEventDate } from './event-date';
import { osmEmbedUrl, osmLargerMapUrl } from './osm-embed';

describe('event information helpers', () => {
  it('writes the event day in full, in Portuguese', () => {
    expect(formatEventDate('2027-03-21')).toBe('domingo, 21 de março de 2027');
  });

  it('frames the point ±0.005° with a marker in the OpenStreetMap embed', () => {
    expect(osmEmbedUrl(-23.5613, -46.6565)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-46.661500,-23.566300,-46.651500,-23.556300&layer=mapnik&marker=-23.561300,-46.656500',
    );
    expect(osmLargerMapUrl(-23.5613, -46.6565)).toBe(
      'https://www.openstreetmap.org/?mlat=-23.561300&mlon=-46.656500#map=16/-23.561300/-46.656500',
    );
  });
});
