import {
  type EventTheme,
  THEME_ORNAMENT_VIEW,
  THEME_ORNAMENTS,
} from '@celebra/contracts';
import { h, type ShareImageNode } from './share-image-node';

/** The theme's ornament in `color`, `width` wide. */
export function ornamentOf(
  theme: EventTheme,
  color: string,
  width: number,
): ShareImageNode {
  const { strokes, fills } = THEME_ORNAMENTS[theme];
  return h(
    'svg',
    {
      width,
      height: Math.round(
        (width * THEME_ORNAMENT_VIEW.height) / THEME_ORNAMENT_VIEW.width,
      ),
      viewBox: `0 0 ${THEME_ORNAMENT_VIEW.width} ${THEME_ORNAMENT_VIEW.height}`,
      fill: 'none',
    },
    ...strokes.map((d) =>
      h('path', {
        d,
        stroke: color,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ),
    ...fills.map((d) => h('path', { d, fill: color })),
  );
}
