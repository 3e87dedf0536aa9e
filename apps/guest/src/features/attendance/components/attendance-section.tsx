import { Button } from '@celebra/ui';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../../../components/section';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';

const AttendanceModal = lazy(() =>
  import('./attendance-modal').then((module) => ({
    default: module.AttendanceModal,
  })),
);

export type AttendanceSectionProps = { slug: string; eventId: number };

/** Confirmação: the button opens 'Confirme sua presença' (loaded on first use). */
export const AttendanceSection = ({
  slug,
  eventId,
}: AttendanceSectionProps) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <Section
      id={sectionIds.attendance}
      title={t.attendanceTitle}
      intro={t.attendanceIntro}
      className="bg-surface"
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
          {t.confirmAttendance}
        </Button>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <AttendanceModal
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
