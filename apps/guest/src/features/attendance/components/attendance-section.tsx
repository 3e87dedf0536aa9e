import { lazy } from 'react';
import { FormModalSection } from '../../../components/form-modal-section';
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
}: AttendanceSectionProps) => (
  <FormModalSection
    id={sectionIds.attendance}
    title={t.attendanceTitle}
    intro={t.attendanceIntro}
    className="bg-surface"
    buttonLabel={t.confirmAttendance}
    Modal={AttendanceModal}
    slug={slug}
    eventId={eventId}
  />
);
