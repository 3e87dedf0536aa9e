import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { CopyButton, InlineLoading } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { payoutDestinationQuery } from '../api/payouts-queries';
import { destinationLines } from '../lib/destination-lines';

/**
 * Where the payout goes, whole (Pix key or bank account, holder and document), each value with
 * its 'Copiar' button; a failed read (or a payout older than destinations) is said in place.
 */
export const PayoutDestinationDetails = ({
  payoutId,
}: {
  payoutId: number;
}) => {
  const { data, isPending, error } = useQuery(payoutDestinationQuery(payoutId));
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-ink">
        Dados para repasse
      </h3>
      {isPending ? (
        <InlineLoading showLabel />
      ) : error ? (
        <p
          role="alert"
          className="rounded-lg bg-canvas p-3 text-sm text-danger"
        >
          {getErrorMessage(error, adminTexts.adminErrors.payoutDestinationLoad)}
        </p>
      ) : (
        <dl className="divide-y divide-line rounded-lg border border-line">
          {destinationLines(data).map((line) => (
            <div
              key={line.label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
            >
              <dt className="col-start-1 text-sm text-muted">{line.label}</dt>
              <dd className="col-start-1 text-sm font-medium break-words text-ink sm:col-start-2 sm:text-base">
                {line.value}
              </dd>
              {line.copy !== undefined && (
                <dd className="col-start-2 row-span-2 row-start-1 sm:col-start-3 sm:row-span-1">
                  <CopyButton text={line.copy} label={line.label} />
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
