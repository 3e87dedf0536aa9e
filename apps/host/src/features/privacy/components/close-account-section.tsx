import { getErrorMessage, isApiError } from '@celebra/api-client';
import type { AccountClosure } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { alertFailure } from '@celebra/shell';
import { Button } from '@celebra/ui';
import { useState } from 'react';
import { TitledSection } from '../../../components/titled-section';
import { unlessStepUpCancelled } from '../../../lib/step-up/with-step-up';
import { useRequestClosure } from '../api/use-account-data-changes';
import { accountDataTexts } from '../account-data-texts';
import { CancelClosureButton } from './cancel-closure-button';
import { CloseAccountDialog } from './close-account-dialog';

const t = accountDataTexts;

/**
 * 'Encerrar conta': asks first (the dialog), then shows the date and the way back; a refusal
 * (money still on an event) is shown with its reason.
 */
export const CloseAccountSection = ({
  closure,
}: {
  closure: AccountClosure | null;
}) => {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const requestClosure = useRequestClosure();

  const onConfirm = () =>
    requestClosure.mutate(undefined, {
      onSuccess: () => {
        setRefusal(null);
        setAsking(false);
      },
      onError: unlessStepUpCancelled((error) => {
        setAsking(false);
        if (isApiError(error) && error.status === 409)
          setRefusal(getErrorMessage(error, t.closeFailed));
        else alertFailure(t.closeFailed)(error);
      }),
    });

  return (
    <TitledSection id="account-closure" title={t.closeTitle}>
      {closure ? (
        <>
          <p role="status" className="text-ink">
            {t.closingAt(formatDateTime(closure.closesAt))}
          </p>
          <div>
            <CancelClosureButton />
          </div>
        </>
      ) : (
        <>
          <p className="text-muted">{t.closeIntro}</p>
          {refusal && (
            <div
              role="alert"
              className="rounded-lg border border-line border-l-4 border-l-danger bg-surface px-3 py-2 text-ink"
            >
              <p className="font-semibold">{t.refusedTitle}</p>
              <p>{refusal}</p>
            </div>
          )}
          <div>
            <Button variant="danger" onClick={() => setAsking(true)}>
              {t.closeButton}
            </Button>
          </div>
          <CloseAccountDialog
            open={asking}
            onClose={() => setAsking(false)}
            onConfirm={onConfirm}
            closing={requestClosure.isPending}
          />
        </>
      )}
    </TitledSection>
  );
};
