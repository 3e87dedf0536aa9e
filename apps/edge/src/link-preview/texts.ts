/**
 * The preview of a link that names no open event (unknown, inactive or behind its password):
 * the same words as the app's own index.html, nothing about the event.
 */
export const neutralPreview = {
  title: 'Celebra',
  description:
    'Site do evento: lista de presentes, confirmação de presença e recados.',
} as const;

/** The share picture's description: 'Convite de Ana & Léo, 12 de dezembro de 2026, 16:30'. */
export const shareImageAlt = (title: string, when: string) =>
  when ? `Convite de ${title}, ${when}` : `Convite de ${title}`;
