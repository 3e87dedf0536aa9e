import { getErrorMessage } from '@celebra/api-client';
import { messages, type AdminPayout } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  alertError,
  alertSuccess,
  Button,
  confirmAction,
  Modal,
  PriceInput,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useConcludePayout } from '../api/payouts-queries';
import {
  concludePayoutFormSchema,
  prefilledAmount,
  type ConcludePayoutFormInput,
  type ConcludePayoutFormOutput,
} from '../lib/conclude-payout-form';

export type ConcludePayoutModalProps = {
  payout: AdminPayout;
  onClose: () => void;
};

/**
 * 'Concluir repasse': the amount paid, prefilled with the requested one; checked first (above
 * zero, not above the requested amount), then confirmed.
 */
export const ConcludePayoutModal = ({
  payout,
  onClose,
}: ConcludePayoutModalProps) => {
  const conclude = useConcludePayout();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConcludePayoutFormInput, unknown, ConcludePayoutFormOutput>({
    resolver: zodResolver(concludePayoutFormSchema(payout.requestedAmount)),
    defaultValues: prefilledAmount(payout.requestedAmount),
  });

  const confirmAndConclude = async (paidAmount: number) => {
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: messages.screens.admin.confirmPayout(formatBRL(paidAmount)),
      confirmText: 'Concluir',
    });
    if (!confirmed) return;
    conclude.mutate(
      { payoutId: payout.id, paidAmount },
      {
        onSuccess: (response) => {
          onClose();
          void alertSuccess(
            response.message ?? messages.success.payoutConcluded,
          );
        },
        onError: (error) =>
          void alertError(
            getErrorMessage(error, messages.adminErrors.payoutConclude),
          ),
      },
    );
  };

  const host = `${payout.user.firstName} ${payout.user.lastName}`;
  return (
    <Modal open onClose={onClose} title="Concluir repasse">
      <form
        noValidate
        onSubmit={handleSubmit(
          ({ paidAmount }) => void confirmAndConclude(paidAmount),
        )}
        className="flex flex-col gap-4"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Evento</dt>
          <dd>{payout.event.title}</dd>
          <dt className="text-muted">Anfitrião</dt>
          <dd>{host}</dd>
          <dt className="text-muted">Solicitado</dt>
          <dd>{formatBRL(payout.requestedAmount)}</dd>
        </dl>
        <PriceInput
          label="Valor pago (R$)"
          error={errors.paidAmount?.message}
          {...register('paidAmount')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={conclude.isPending}>
            Concluir repasse
          </Button>
        </div>
      </form>
    </Modal>
  );
};
