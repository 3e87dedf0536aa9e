import { alertFailure } from '@celebra/shell';
import { hostTexts } from '@celebra/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useRegister } from '../api/use-register';
import { useStoredWizardData } from '../hooks/use-stored-wizard-data';
import { useWizardStep } from '../hooks/use-wizard-step';
import {
  type AccountDraft,
  emptyWizardData,
  type EventDetailsDraft,
  wizardStepLabels,
} from '../lib/wizard-steps';
import { AccountStep, type AccountStepValues } from './account-step';
import { EventDetailsStep } from './event-details-step';
import { EventTypeStep } from './event-type-step';
import { GiftsStep } from './gifts-step';
import { WizardProgress } from './wizard-progress';

/**
 * event-types → step1 → step2 → step3; a step moves on only when its checks pass. What was
 * typed is kept for the tab (sessionStorage, never the passwords) and the step is in the URL,
 * so a reload, 'Voltar' and the browser's Back and Forward all keep it.
 */
export const RegistrationWizard = () => {
  const [data, setData] = useStoredWizardData();
  const { step, goNext, goBack } = useWizardStep(data);
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

  const chooseEventType = useCallback(
    (eventType: number) =>
      setData((current) =>
        current.eventType === eventType
          ? current
          : {
              ...emptyWizardData,
              eventType,
              accountDraft: current.accountDraft,
            },
      ),
    [setData],
  );

  /** Editing step 1 again takes back its check: 'Próximo' must pass it once more. */
  const changeDetails = useCallback(
    (detailsDraft: EventDetailsDraft) =>
      setData((current) => ({ ...current, detailsDraft, details: undefined })),
    [setData],
  );

  const changeAccount = useCallback(
    (accountDraft: AccountDraft) =>
      setData((current) => ({ ...current, accountDraft })),
    [setData],
  );

  const submit = (account: AccountStepValues) => {
    const { eventType, details, giftList } = data;
    if (eventType === undefined || !details) return;
    registration.mutate(
      { eventType, ...details, giftList, ...account },
      {
        onError: alertFailure(
          hostTexts.hostErrors.register,
          hostTexts.titles.register,
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
          onChoose={chooseEventType}
          onNext={({ eventType }) => {
            chooseEventType(eventType);
            goNext('step1');
          }}
        />
      )}
      {step === 'step1' && data.eventType !== undefined && (
        <EventDetailsStep
          eventType={data.eventType}
          draft={data.detailsDraft}
          onDraftChange={changeDetails}
          onBack={goBack}
          onNext={(details, gifts) => {
            // Chosen gifts stay when they are still in the (maybe new) category's list.
            setData((current) => ({
              ...current,
              details,
              gifts,
              giftList: current.giftList.filter((id) =>
                gifts.some((gift) => gift.id === id),
              ),
            }));
            goNext('step2');
          }}
        />
      )}
      {step === 'step2' && (
        <GiftsStep
          gifts={data.gifts}
          giftList={data.giftList}
          onChange={(giftList) =>
            setData((current) => ({ ...current, giftList }))
          }
          onBack={goBack}
          onNext={(giftList) => {
            setData((current) => ({ ...current, giftList }));
            goNext('step3');
          }}
        />
      )}
      {step === 'step3' && (
        <AccountStep
          draft={data.accountDraft}
          onDraftChange={changeAccount}
          submitting={registration.isPending}
          onBack={goBack}
          onSubmit={submit}
        />
      )}
    </div>
  );
};
