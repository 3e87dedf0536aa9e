import { alertFailure } from '@celebra/shell';
import { adminTexts, messages, type AdminPayout } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  alertSuccess,
  confirmAction,
  Field,
  Modal,
  PriceInput,
  fieldBinder,
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
import { PayoutWarnings } from './payout-warnings';
import { SaveActions } from '../../../components/form/save-actions';

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
  const field = fieldBinder(register, errors);

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
        onError: alertFailure(adminTexts.adminErrors.payoutConclude),
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
        <PayoutWarnings payout={payout} />
        <PayoutDestinationDetails payoutId={payout.id} />
        <PriceInput label="Valor pago (R$)" {...field('paidAmount')} />
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
          {...field('transferId')}
        />
        <SaveActions
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          onCancel={onClose}
          submitting={conclude.isPending}
          submitLabel="Concluir repasse"
        />
      </form>
    </Modal>
  );
};
