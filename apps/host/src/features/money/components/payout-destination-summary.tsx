import { hostTexts, type PayoutDestinationView } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Button, InlineLoading } from '@celebra/ui';

export type PayoutDestinationSummaryProps = {
  /** undefined while it loads, null when none is on file. */
  destination: PayoutDestinationView | null | undefined;
  loading: boolean;
  onEdit: () => void;
};

/** The destination on file as one masked line, its holder, and the button to set or change it. */
export const PayoutDestinationSummary = ({
  destination,
  loading,
  onEdit,
}: PayoutDestinationSummaryProps) => {
  if (loading)
    return <InlineLoading label="Carregando dados para repasse..." showLabel />;
  return (
    <div className="flex flex-col items-start gap-3">
      {destination ? (
        <dl className="flex flex-col gap-1">
          <dt className="sr-only">Destino</dt>
          <dd className="font-semibold break-words text-ink">
            {destination.masked}
          </dd>
          <dt className="sr-only">Titular</dt>
          <dd className="text-sm text-ink">{`Titular: ${destination.holderName}`}</dd>
          <dt className="sr-only">Atualizado em</dt>
          <dd className="text-sm text-muted">
            {`Atualizado em ${formatDateTime(destination.updatedAt)}`}
          </dd>
        </dl>
      ) : (
        <p className="text-muted">
          {hostTexts.screens.host.payoutDestinationEmpty}
        </p>
      )}
      <Button variant="secondary" onClick={onEdit}>
        {destination ? 'Alterar dados' : 'Cadastrar dados'}
      </Button>
    </div>
  );
};
