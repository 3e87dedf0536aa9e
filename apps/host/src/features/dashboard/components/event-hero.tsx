import {
  type EventImageSlot,
  hostTexts,
  type OwnerEvent,
} from '@celebra/contracts';
import { buttonClasses, cx } from '@celebra/ui';
import { useState } from 'react';
import {
  CameraIcon,
  ExternalLinkIcon,
  PencilIcon,
} from '../../../components/icons';
import { ImageUploadDialog } from './image-upload-dialog';

export type EventHeroProps = { event: OwnerEvent; siteUrl: string };

const imageButtonClasses =
  'absolute flex items-center justify-center rounded-full border border-line bg-surface text-brand-dark shadow-md hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/** Banner with its edit button, avatar with its camera button, title, subtitle and 'Visitar meu site'. */
export const EventHero = ({ event, siteUrl }: EventHeroProps) => {
  const [slot, setSlot] = useState<EventImageSlot>('avatar');
  const [editing, setEditing] = useState(false);
  const edit = (chosen: EventImageSlot) => {
    setSlot(chosen);
    setEditing(true);
  };
  const initial = event.title.trim().charAt(0).toUpperCase() || '?';

  return (
    <section
      aria-labelledby="event-title"
      className="overflow-hidden rounded-card bg-surface shadow-sm"
    >
      <div
        className="relative h-36 sm:h-48"
        style={{ backgroundColor: event.color }}
      >
        {event.bannerUrl && (
          <img
            src={event.bannerUrl}
            alt="Banner do site"
            className="size-full object-cover"
          />
        )}
        <button
          type="button"
          aria-label="Alterar banner"
          onClick={() => edit('banner')}
          className={cx(imageButtonClasses, 'top-3 right-3 size-10')}
        >
          <PencilIcon />
        </button>
      </div>
      <div className="flex flex-col items-center gap-3 px-6 pb-8 text-center">
        <div className="relative -mt-14">
          {event.avatarUrl ? (
            <img
              src={event.avatarUrl}
              alt="Foto do perfil"
              className="size-28 rounded-full border-4 border-surface object-cover shadow"
            />
          ) : (
            <span
              role="img"
              aria-label="Foto do perfil (padrão)"
              className="flex size-28 items-center justify-center rounded-full border-4 border-surface bg-brand-soft text-4xl font-bold text-brand-darker shadow"
            >
              {initial}
            </span>
          )}
          <button
            type="button"
            aria-label="Alterar foto do perfil"
            onClick={() => edit('avatar')}
            className={cx(imageButtonClasses, 'right-0 bottom-0 size-9')}
          >
            <CameraIcon />
          </button>
        </div>
        <h1
          id="event-title"
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {event.title}
        </h1>
        <p className="text-lg text-muted">{event.subtitle}</p>
        <a
          href={siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(
            buttonClasses({ variant: 'primary', size: 'lg' }),
            'mt-2',
          )}
        >
          {hostTexts.screens.host.visitSite}
          <ExternalLinkIcon />
        </a>
      </div>
      <ImageUploadDialog
        key={slot}
        eventId={event.id}
        slot={slot}
        open={editing}
        onClose={() => setEditing(false)}
        currentImageUrl={slot === 'avatar' ? event.avatarUrl : event.bannerUrl}
      />
    </section>
  );
};
