import { getErrorMessage } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import { alertError } from '@celebra/ui';
import { useEffect, useRef, useState } from 'react';
import { useRegister } from '../api/use-register';
import {
  emptyWizardData,
  type WizardData,
  type WizardStep,
  wizardStepLabels,
} from '../lib/wizard-steps';
import { AccountStep, type AccountStepValues } from './account-step';
import { EventDetailsStep } from './event-details-step';
import { EventTypeStep } from './event-type-step';
import { GiftsStep } from './gifts-step';
import { WizardProgress } from './wizard-progress';

/**
 * event-types → step1 → step2 → step3 (spec host-guest §2.3); a step moves on only when its
 * checks pass, going back keeps what was entered.
 */
export const RegistrationWizard = () => {
  const [step, setStep] = useState<WizardStep>('event-types');
  const [data, setData] = useState<WizardData>(emptyWizardData);
  const registration = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [step]);

  const submit = (account: AccountStepValues) => {
    const { eventType, details, giftList } = data;
    if (eventType === undefined || !details) return;
    registration.mutate(
      { eventType, ...details, giftList, ...account },
      {
        onError: (error) =>
          void alertError(
            getErrorMessage(error, messages.hostErrors.register),
            messages.titles.register,
          ),
      },
    );
  };

  return (
    <div>
      <WizardProgress current={step} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-ink focus:outline-none"
      >
        {wizardStepLabels[step]}
      </h2>
      {step === 'event-types' && (
        <EventTypeStep
          defaultEventType={data.eventType}
          onNext={({ eventType }) => {
            setData((current) =>
              current.eventType === eventType
                ? current
                : { ...emptyWizardData, eventType },
            );
            setStep('step1');
          }}
        />
      )}
      {step === 'step1' && data.eventType !== undefined && (
        <EventDetailsStep
          eventType={data.eventType}
          defaultValues={data.details}
          onBack={() => setStep('event-types')}
          onNext={(details, gifts) => {
            setData((current) => {
              const sameCategory = current.details?.event === details.event;
              return {
                ...current,
                details,
                gifts,
                giftList: sameCategory ? current.giftList : [],
              };
            });
            setStep('step2');
          }}
        />
      )}
      {step === 'step2' && (
        <GiftsStep
          gifts={data.gifts}
          defaultGiftList={data.giftList}
          onBack={(giftList) => {
            setData((current) => ({ ...current, giftList }));
            setStep('step1');
          }}
          onNext={(giftList) => {
            setData((current) => ({ ...current, giftList }));
            setStep('step3');
          }}
        />
      )}
      {step === 'step3' && (
        <AccountStep
          submitting={registration.isPending}
          onBack={() => setStep('step2')}
          onSubmit={submit}
        />
      )}
    </div>
  );
};
