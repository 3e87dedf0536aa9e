import { alertFailure } from '@celebra/shell';
import { alertSuccess, Button } from '@celebra/ui';
import { useCancelClosure } from '../api/use-account-data-changes';
import { accountDataTexts } from '../account-data-texts';

/** 'Cancelar encerramento': the account stays open. */
export const CancelClosureButton = ({ className }: { className?: string }) => {
  const cancelClosure = useCancelClosure();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      loading={cancelClosure.isPending}
      onClick={() =>
        cancelClosure.mutate(undefined, {
          onSuccess: (answer) => void alertSuccess(answer.message),
          onError: alertFailure(accountDataTexts.cancelFailed),
        })
      }
    >
      {accountDataTexts.cancelClosure}
    </Button>
  );
};
