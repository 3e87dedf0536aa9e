import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, messages, type AdminPayout } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  alertError,
  alertSuccess,
  Button,
  confirmAction,
  Field,
  Modal,
  PriceInput,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useConcludePayout } from '../api/payouts-queries';
import {
  concludePayoutFormSchema,
  prefilledConclusion,
  type ConcludePayoutFormInput,
  type ConcludePayoutFormOutput,
} from '../lib/conclude-payout-form';
import { PayoutDestinationDetails } from './payout-destination-details';

export type ConcludePayoutModalProps = {
  payout: AdminPayout;
  onClose: () => void;
};

/**
 * 'Concluir repasse': where to transfer (whole, with copy buttons), then the amount paid,
 * prefilled with the requested one, and the transfer id; checked first, then confirmed.
 */
export const ConcludePayoutModal = ({
  payout,
  onClose,
}: ConcludePayoutModalProps) => {
  const conclude = useConcludePayout();
  const pix = payout.destinationKind === 'PIX';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConcludePayoutFormInput, unknown, ConcludePayoutFormOutput>({
    resolver: zodResolver(
      concludePayoutFormSchema(payout.requestedAmount, payout.destinationKind),
    ),
    defaultValues: prefilledConclusion(payout.requestedAmount),
  });

  const confirmAndConclude = async ({
    paidAmount,
    transferId,
  }: ConcludePayoutFormOutput) => {
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: adminTexts.screens.admin.confirmPayout(formatBRL(paidAmount)),
      confirmText: 'Concluir',
    });
    if (!confirmed) return;
    conclude.mutate(
      { payoutId: payout.id, paidAmount, transferId },
      {
        onSuccess: (response) => {
          onClose();
          void alertSuccess(
            response.message ?? adminTexts.success.payoutConcluded,
          );
        },
        onError: (error) =>
          void alertError(
            getErrorMessage(error, adminTexts.adminErrors.payoutConclude),
          ),
      },
    );
  };

  const host = `${payout.user.firstName} ${payout.user.lastName}`;
  return (
    <Modal open onClose={onClose} title="Concluir repasse" size="lg">
      <form
        noValidate
        onSubmit={inBackground(
          handleSubmit((values) => void confirmAndConclude(values)),
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
        <PayoutDestinationDetails payoutId={payout.id} />
        <PriceInput
          label="Valor pago (R$)"
          error={errors.paidAmount?.message}
          {...register('paidAmount')}
        />
        <Field
          label="ID da transação (end-to-end Pix)"
          required={pix}
          hint={
            pix
              ? 'No comprovante do Pix: E seguido de 31 letras e números.'
              : 'Opcional para transferência bancária.'
          }
          autoComplete="off"
          spellCheck={false}
          error={errors.transferId?.message}
          {...register('transferId')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
