import {
  EVENT_THEME_LOOKS,
  type EventTheme,
  THEME_HEADING_SCALE,
  themeAccent,
} from '@celebra/contracts';
import { useEffect, useRef } from 'react';
import { useSeen } from '../../../lib/use-seen';
import { themeHeadingFonts } from '../lib/theme-heading-fonts';

export type ThemeThumbnailProps = {
  theme: EventTheme;
  color: string;
  title: string;
};

/**
 * A miniature of a site in `theme`: its colours, the host's colour as the theme uses it and the
 * event's title in the theme's heading font, fetched once the thumbnail comes into view.
 */
export const ThemeThumbnail = ({
  theme,
  color,
  title,
}: ThemeThumbnailProps) => {
  const ref = useRef<HTMLSpanElement>(null);
  const seen = useSeen(ref);
  const look = EVENT_THEME_LOOKS[theme];
  const font = themeHeadingFonts[look.fonts.heading];
  const accent = themeAccent(color, theme);

  useEffect(() => {
    if (seen) void font.load();
  }, [seen, font]);

  return (
    <span
      ref={ref}
      aria-hidden="true"
      className="flex h-28 flex-col overflow-hidden rounded-lg border border-line"
      style={{ backgroundColor: look.colors.background }}
    >
      <span className="h-1.5 shrink-0" style={{ backgroundColor: accent }} />
      <span className="flex flex-1 flex-col items-center justify-center gap-1.5 px-2 text-center">
        <span
          className="line-clamp-2 leading-tight break-words"
          style={{
            color: look.colors.text,
            fontSize: `${1.125 * THEME_HEADING_SCALE[theme]}rem`,
            fontFamily: seen ? `'${look.fonts.heading}', serif` : undefined,
            fontWeight: font.weight,
          }}
        >
          {title}
        </span>
        <span
          className="h-1 w-12 rounded-full"
          style={{ backgroundColor: look.colors.muted }}
        />
        <span
          className="mt-1 h-3 w-14 rounded-full"
          style={{ backgroundColor: accent }}
        />
      </span>
    </span>
  );
};
