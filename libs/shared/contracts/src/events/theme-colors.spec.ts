import { EVENT_COLORS } from '../constants';
import { contrastRatio, MIN_TEXT_CONTRAST, themeAccent } from './theme-colors';
import { EVENT_THEME_LOOKS, EVENT_THEMES } from './themes';

describe('themeAccent', () => {
  const pairs = EVENT_THEMES.flatMap((theme) =>
    EVENT_COLORS.map((color) => [theme, color] as const),
  );

  it.each(pairs)(
    'on %s keeps %s readable as text on the page and behind white text',
    (theme, color) => {
      const accent = themeAccent(color, theme);
      const { background, surface } = EVENT_THEME_LOOKS[theme].colors;
      for (const behind of [background, surface, '#ffffff'])
        expect(contrastRatio(accent, behind)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
    },
  );

  it('keeps a preset colour as the host chose it', () => {
    expect(themeAccent('#1d4ed8', 'classico')).toBe('#1d4ed8');
  });

  it('darkens a light colour until white text on it passes AA', () => {
    const accent = themeAccent('#ffd1e0', 'praia');
    expect(accent).not.toBe('#ffd1e0');
    expect(contrastRatio(accent, '#ffffff')).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('falls back to the default pink for a missing or malformed colour', () => {
    expect(themeAccent(null)).toBe('#c2185b');
    expect(themeAccent('pink')).toBe('#c2185b');
  });
});

describe('the themes’ own colours', () => {
  it.each(EVENT_THEMES)(
    '%s has body and secondary text at AA on its background and surface',
    (theme) => {
      const { background, surface, text, muted } =
        EVENT_THEME_LOOKS[theme].colors;
      for (const behind of [background, surface])
        for (const ink of [text, muted])
          expect(contrastRatio(ink, behind)).toBeGreaterThanOrEqual(
            MIN_TEXT_CONTRAST,
          );
    },
  );
});
