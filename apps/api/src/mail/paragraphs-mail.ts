import { escapeHtml } from '@celebra/format';
import type { MailMessage } from './mailer';

/** A paragraph of a mail: plain text, or a link shown by its label (its address in the text). */
export type MailParagraph = string | { link: string; label: string };

/** A mail of paragraphs: plain text and the same paragraphs as HTML (links as anchors). */
export function paragraphsMail(
  to: string,
  subject: string,
  paragraphs: readonly MailParagraph[],
): MailMessage & { html: string } {
  const text = paragraphs
    .map((part) => (typeof part === 'string' ? part : part.link))
    .join('\n\n');
  const html = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`,
    )
    .join('\n');
  return { to, subject, text, html };
}

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
