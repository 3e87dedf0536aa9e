import type { EventPreview } from '@celebra/contracts';
import { neutralPreview } from './texts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-12' → '12 de dezembro de 2026'; null for anything else. */
function longDateOf(date: string | null): string | null {
  const match = date ? DATE_ONLY.exec(date) : null;
  if (!match) return null;
  return longDate.format(
    new Date(
      Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
    ),
  );
}

/**
 * The preview's description says what, when and where: 'Casamento · 12 de dezembro de 2026,
 * 16:30 · Espaço Jardim, São Paulo' (the title, already the preview's heading, is not
 * repeated). Without a date or a place (never filled, or hidden on the site) it is the
 * subtitle, else the kind, else the neutral description.
 */
export function previewDescriptionOf(preview: EventPreview): string {
  const day = longDateOf(preview.eventDate);
  const when = day && preview.startTime ? `${day}, ${preview.startTime}` : day;
  const place = preview.place?.trim();
  const kind = preview.kind.trim();
  if (when || place) return [kind, when, place].filter(Boolean).join(' · ');
  return preview.subtitle.trim() || kind || neutralPreview.description;
}
