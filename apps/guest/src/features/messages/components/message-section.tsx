import { guestSiteTexts } from '@celebra/contracts';
import { lazy } from 'react';
import { FormModalSection } from '../../../components/form-modal-section';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';

const MessageModal = lazy(() =>
  import('./message-modal').then((module) => ({
    default: module.MessageModal,
  })),
);

export type MessageSectionProps = { slug: string; eventId: number };

/** Recadinhos: ENVIAR RECADO opens 'Deixe seu recado' (loaded on first use). */
export const MessageSection = ({ slug, eventId }: MessageSectionProps) => (
  <FormModalSection
    id={sectionIds.messages}
    title={t.messagesTitle}
    intro={t.messagesIntro}
    buttonLabel={guestSiteTexts.screens.guest.sendMessage}
    Modal={MessageModal}
    slug={slug}
    eventId={eventId}
  />
);
