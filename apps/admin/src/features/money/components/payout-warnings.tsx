import type { AdminPayout } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';

export type PayoutWarningsProps = {
  payout: Pick<AdminPayout, 'destinationChangedAt' | 'holderIsNotHost'>;
};

/**
 * What the admin checks before paying: a destination replaced in the week before the request,
 * and a holder who is not the host. Nothing when neither applies.
 */
export const PayoutWarnings = ({ payout }: PayoutWarningsProps) => {
  const warnings = [
    ...(payout.destinationChangedAt
      ? [
          `Dados para repasse alterados em ${formatDateTime(payout.destinationChangedAt)}`,
        ]
      : []),
    ...(payout.holderIsNotHost ? ['Titular diferente do anfitrião'] : []),
  ];
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Atenção" className="flex flex-col gap-1">
      {warnings.map((warning) => (
        <li
          key={warning}
          className="w-fit rounded-md px-2 py-0.5 text-xs font-medium text-danger ring-1 ring-danger"
        >
          {warning}
        </li>
      ))}
    </ul>
  );
};
