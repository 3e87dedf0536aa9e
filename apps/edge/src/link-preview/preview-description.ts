import type { EventPreview } from '@celebra/contracts';
import { formatEventWhen } from '@celebra/format';
import { neutralPreview, shareImageAlt } from './texts';

/**
 * The preview's description says what, when and where: 'Casamento · 12 de dezembro de 2026,
 * 16:30 · Espaço Jardim, São Paulo' (the title, already the preview's heading, is not
 * repeated). Without a date or a place (never filled, or hidden on the site) it is the
 * subtitle, else the kind, else the neutral description.
 */
export function previewDescriptionOf(preview: EventPreview): string {
  const when = formatEventWhen(preview.eventDate, preview.startTime);
  const place = preview.place?.trim();
  const kind = preview.kind.trim();
  if (when || place) return [kind, when, place].filter(Boolean).join(' · ');
  return preview.subtitle.trim() || kind || neutralPreview.description;
}

/** What the share picture shows, said in words: the title and, when the site shows it, when. */
export function shareImageAltOf(preview: EventPreview): string {
  return shareImageAlt(
    preview.title.trim() || neutralPreview.title,
    formatEventWhen(preview.eventDate, preview.startTime),
  );
}
