import { InlineLoading } from '@celebra/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ModalButton } from '../../../components/form-modal-section';
import { Section } from '../../../components/section';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';

const AttendanceModal = lazy(() =>
  import('./attendance-modal').then((module) => ({
    default: module.AttendanceModal,
  })),
);

/** 'Encontre seu convite' (a lazy component of the invitations), the open form below it. */
export type InvitationSearchProps = { slug: string; openForm: ReactNode };

export type AttendanceSectionProps = {
  slug: string;
  eventId: number;
  /** People not on the list may answer with the open form. */
  openAnswers: boolean;
  InvitationSearch: ComponentType<InvitationSearchProps>;
};

/**
 * Confirmação: 'Encontre seu convite' (its own chunk) and, when the hosts allow answers from
 * outside the list, the button of 'Confirme sua presença' (loaded on first use).
 */
export const AttendanceSection = ({
  slug,
  eventId,
  openAnswers,
  InvitationSearch,
}: AttendanceSectionProps) => (
  <Section
    id={sectionIds.attendance}
    title={t.attendanceTitle}
    intro={t.attendanceIntro}
    className="bg-surface"
  >
    <Suspense fallback={<InlineLoading className="mx-auto mt-6" />}>
      <InvitationSearch
        slug={slug}
        openForm={
          openAnswers && (
            <ModalButton
              buttonLabel={t.confirmAttendance}
              Modal={AttendanceModal}
              slug={slug}
              eventId={eventId}
            />
          )
        }
      />
    </Suspense>
  </Section>
);
