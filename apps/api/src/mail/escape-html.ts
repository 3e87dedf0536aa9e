import { escapeHtml } from '@celebra/format';

export { escapeHtml };

/** Plain text as HTML paragraphs: a blank line starts a paragraph, a line break stays one. */
export const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
