import { messages } from '@celebra/contracts';
import { Button } from '@celebra/ui';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../../../components/section';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';

const MessageModal = lazy(() =>
  import('./message-modal').then((module) => ({
    default: module.MessageModal,
  })),
);

export type MessageSectionProps = { slug: string; eventId: number };

/** Recadinhos: ENVIAR RECADO opens 'Deixe seu recado' (loaded on first use). */
export const MessageSection = ({ slug, eventId }: MessageSectionProps) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <Section
      id={sectionIds.messages}
      title={t.messagesTitle}
      intro={t.messagesIntro}
    >
      <div className="mt-6 flex justify-center">
        <Button
          size="lg"
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {messages.screens.guest.sendMessage}
        </Button>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <MessageModal
            open={open}
            onClose={() => setOpen(false)}
            slug={slug}
            eventId={eventId}
          />
        </Suspense>
      )}
    </Section>
  );
};
