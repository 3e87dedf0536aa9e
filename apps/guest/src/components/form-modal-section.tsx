import { Button } from '@celebra/ui';
import { type ComponentType, Suspense, useState } from 'react';
import { Section, type SectionProps } from './section';

/** Props of a guest form modal (message, attendance) of the event `eventId`. */
export type SectionModalProps = {
  open: boolean;
  onClose: () => void;
  slug: string;
  eventId: number;
};

export type ModalButtonProps = {
  buttonLabel: string;
  /** A lazy component: its chunk loads on the first click. */
  Modal: ComponentType<SectionModalProps>;
  slug: string;
  eventId: number;
};

/** A button that opens a guest form in a modal (loaded on first use). */
export const ModalButton = ({
  buttonLabel,
  Modal,
  slug,
  eventId,
}: ModalButtonProps) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="lg"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {buttonLabel}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            slug={slug}
            eventId={eventId}
          />
        </Suspense>
      )}
    </>
  );
};

export type FormModalSectionProps = Omit<SectionProps, 'children'> &
  ModalButtonProps;

/** A section of the event page whose button opens a form in a modal (loaded on first use). */
export const FormModalSection = ({
  buttonLabel,
  Modal,
  slug,
  eventId,
  ...section
}: FormModalSectionProps) => (
  <Section {...section}>
    <div className="mt-6 flex justify-center">
      <ModalButton
        buttonLabel={buttonLabel}
        Modal={Modal}
        slug={slug}
        eventId={eventId}
      />
    </div>
  </Section>
);
