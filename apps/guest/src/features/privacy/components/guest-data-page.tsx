import { useCallback, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { privacyTexts as t } from '../privacy-texts';
import { CodeStep, type GuestDataSession } from './code-step';
import { EmailStep } from './email-step';
import { GuestDataView } from './guest-data-view';
import { FormAlert, Panel, PrivacyLayout } from './privacy-layout';

type Step =
  | { name: 'email'; notice: string | null }
  | { name: 'code'; email: string }
  | { name: 'data'; session: GuestDataSession }
  | { name: 'erased'; message: string };

/**
 * A guest's 'Meus dados', across every event: the e-mail, the code mailed to it, then what is
 * held (download, correct, erase). The token lives in this page only: a reload asks again.
 */
export const GuestDataPage = () => {
  useDocumentTitle(`${t.title} · Celebra`);
  const [step, setStep] = useState<Step>({ name: 'email', notice: null });
  const restart = useCallback(
    (notice: string | null) => setStep({ name: 'email', notice }),
    [],
  );
  const erased = useCallback(
    (message: string) => setStep({ name: 'erased', message }),
    [],
  );
  return (
    <PrivacyLayout>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t.title}</h1>
        <p className="text-lg">{t.intro}</p>
      </header>
      {step.name === 'email' && (
        <>
          <FormAlert message={step.notice} />
          <EmailStep onSent={(email) => setStep({ name: 'code', email })} />
        </>
      )}
      {step.name === 'code' && (
        <CodeStep
          email={step.email}
          onOpened={(session) => setStep({ name: 'data', session })}
          onOtherEmail={() => restart(null)}
        />
      )}
      {step.name === 'data' && (
        <GuestDataView
          session={step.session}
          onEnded={restart}
          onErased={erased}
        />
      )}
      {step.name === 'erased' && (
        <Panel title={t.erasedTitle} headingId="erased">
          <p role="status">{step.message}</p>
        </Panel>
      )}
    </PrivacyLayout>
  );
};
