import { alertFailure } from '@celebra/shell';
import type { CatalogueGift, MemberEvent } from '@celebra/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCreateEvent } from '../api/use-create-event';
import {
  emptyDetailsDraft,
  type EventDetailsDraft,
  type EventDetailsStepValues,
  type WizardStep,
  wizardStepLabels,
} from '../lib/wizard-steps';
import { EventDetailsStep } from './event-details-step';
import { EventTypeStep } from './event-type-step';
import { GiftsStep } from './gifts-step';
import { WizardProgress } from './wizard-progress';

const steps = [
  'event-types',
  'step1',
  'step2',
] as const satisfies readonly WizardStep[];
type Step = (typeof steps)[number];

type Draft = {
  eventType?: number;
  detailsDraft: EventDetailsDraft;
  details?: EventDetailsStepValues;
  gifts: CatalogueGift[];
  giftList: number[];
};

const emptyDraft: Draft = {
  detailsDraft: emptyDetailsDraft,
  gifts: [],
  giftList: [],
};

export type NewEventWizardProps = {
  /** The event was created (the session already lists it). */
  onCreated: (event: MemberEvent) => void;
};

/**
 * The registration wizard's event steps for a signed-in account: type, then title, date, link
 * and gift category, then the gifts; the last step creates the event.
 */
export const NewEventWizard = ({ onCreated }: NewEventWizardProps) => {
  const [step, setStep] = useState<Step>('event-types');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const createEvent = useCreateEvent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const chooseEventType = (eventType: number) =>
    setDraft((current) =>
      current.eventType === eventType ? current : { ...emptyDraft, eventType },
    );

  const create = (giftList: number[]) => {
    const { eventType, details } = draft;
    if (eventType === undefined || !details) return;
    setDraft((current) => ({ ...current, giftList }));
    createEvent.mutate(
      { eventType, ...details, giftList },
      {
        onSuccess: (answer) => onCreated(answer.event),
        onError: alertFailure('Erro ao criar o evento.'),
      },
    );
  };

  return (
    <div>
      <WizardProgress
        current={step}
        steps={steps}
        label="Etapas do novo evento"
      />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-ink focus:outline-none"
      >
        {wizardStepLabels[step]}
      </h2>
      {step === 'event-types' && (
        <EventTypeStep
          defaultEventType={draft.eventType}
          onChoose={chooseEventType}
          onNext={({ eventType }) => {
            chooseEventType(eventType);
            setStep('step1');
          }}
        />
      )}
      {step === 'step1' && draft.eventType !== undefined && (
        <EventDetailsStep
          eventType={draft.eventType}
          draft={draft.detailsDraft}
          onDraftChange={(detailsDraft) =>
            setDraft((current) => ({ ...current, detailsDraft }))
          }
          onBack={() => setStep('event-types')}
          onNext={(details, gifts) => {
            setDraft((current) => ({
              ...current,
              details,
              gifts,
              giftList: current.giftList.filter((id) =>
                gifts.some((gift) => gift.id === id),
              ),
            }));
            setStep('step2');
          }}
        />
      )}
      {step === 'step2' && (
        <GiftsStep
          gifts={draft.gifts}
          giftList={draft.giftList}
          onChange={(giftList) =>
            setDraft((current) => ({ ...current, giftList }))
          }
          onBack={() => setStep('step1')}
          onNext={create}
          nextLabel="Criar evento"
          loading={createEvent.isPending}
        />
      )}
    </div>
  );
};
