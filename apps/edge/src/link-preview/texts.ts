/**
 * The preview of a link that names no open event (unknown, inactive or behind its password):
 * the same words as the app's own index.html, nothing about the event.
 */
export const neutralPreview = {
  title: 'Celebra',
  description:
    'Site do evento: lista de presentes, confirmação de presença e recados.',
} as const;
