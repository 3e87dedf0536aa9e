import { DEFAULT_EVENT_COLOR } from '@celebra/contracts';

export type HeroPreviewProps = {
  title: string;
  subtitle: string;
  color: string;
};

/** A small copy of the public site's top, in the chosen colour, updated as the host types. */
export const HeroPreview = ({ title, subtitle, color }: HeroPreviewProps) => {
  const shown = color || DEFAULT_EVENT_COLOR;
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-surface shadow-sm">
      <div
        aria-hidden="true"
        className="h-2"
        style={{ backgroundColor: shown }}
      />
      <div className="flex flex-col items-center gap-1 px-4 py-6 text-center">
        <p className="text-xl font-bold break-words" style={{ color: shown }}>
          {title || 'Título do evento'}
        </p>
        <p className="text-muted break-words">{subtitle || 'Subtítulo'}</p>
      </div>
      <figcaption className="border-t border-line bg-canvas px-4 py-2 text-center text-sm text-muted">
        Prévia do topo do seu site
      </figcaption>
    </figure>
  );
};
