import { EVENT_COLORS } from '@celebra/contracts';
import {
  contrastWithWhite,
  MIN_CONTRAST_WITH_WHITE,
  readableEventColor,
} from './event-color';

describe('readableEventColor', () => {
  it.each(EVENT_COLORS)(
    'keeps the preset %s, which carries white text at AA',
    (color) => {
      expect(readableEventColor(color)).toBe(color);
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(
        MIN_CONTRAST_WITH_WHITE,
      );
    },
  );

  it('darkens a light colour until white text on it passes AA', () => {
    const themed = readableEventColor('#ffd1e0');
    expect(themed).not.toBe('#ffd1e0');
    expect(contrastWithWhite(themed)).toBeGreaterThanOrEqual(
      MIN_CONTRAST_WITH_WHITE,
    );
  });

  it('falls back to the default pink for a missing or malformed colour', () => {
    expect(readableEventColor(null)).toBe('#c2185b');
    expect(readableEventColor('pink')).toBe('#c2185b');
  });
});
