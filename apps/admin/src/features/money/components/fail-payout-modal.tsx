import { alertFailure } from '@celebra/shell';
import {
  adminTexts,
  failPayoutBodySchema,
  FAILURE_REASON_MAX_LENGTH,
  type AdminPayout,
  type FailPayoutBody,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  alertSuccess,
  Button,
  Modal,
  TextAreaField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFailPayout } from '../api/payouts-queries';

export type FailPayoutModalProps = {
  payout: AdminPayout;
  onClose: () => void;
};

/** 'Marcar como falhou': asks why (the host reads it), then marks the payout FAILED. */
export const FailPayoutModal = ({ payout, onClose }: FailPayoutModalProps) => {
  const fail = useFailPayout();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FailPayoutBody>({
    resolver: zodResolver(failPayoutBodySchema),
    defaultValues: { reason: '' },
  });
  const field = fieldBinder(register, errors);

  const markFailed = ({ reason }: FailPayoutBody) =>
    fail.mutate(
      { payoutId: payout.id, reason },
      {
        onSuccess: (response) => {
          onClose();
          void alertSuccess(response.message ?? adminTexts.server.payoutFailed);
        },
        onError: alertFailure(adminTexts.adminErrors.payoutFail),
      },
    );

  return (
    <Modal open onClose={onClose} title="Marcar repasse como falhou">
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(markFailed))}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-ink">
          {payout.event.title} · {formatBRL(payout.requestedAmount)}
          {payout.destinationMasked && (
            <>
              <br />
              <span className="text-muted">{payout.destinationMasked}</span>
            </>
          )}
        </p>
        <p className="text-sm text-muted">
          {adminTexts.screens.admin.failPayoutIntro}
        </p>
        <TextAreaField
          label="Motivo da falha"
          required
          maxLength={FAILURE_REASON_MAX_LENGTH}
          {...field('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" variant="danger" loading={fail.isPending}>
            Marcar como falhou
          </Button>
        </div>
      </form>
    </Modal>
  );
};
