import {
  type EventBalances,
  hostTexts,
  type MoneyTerms,
} from '@celebra/contracts';
import { formatBRL, formatPercentBps } from '@celebra/format';

const t = hostTexts.moneyTerms;

export type MoneyTermsNoteProps = {
  balances?: EventBalances;
  terms?: MoneyTerms;
};

/**
 * Under the balances: 'Você recebe R$ X' (the paid gifts, net of the fee), who paid the fee
 * and in how many business days a payout arrives. Nothing until both are loaded.
 */
export const MoneyTermsNote = ({ balances, terms }: MoneyTermsNoteProps) => {
  if (!balances || !terms) return null;
  return (
    <div className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 text-ink shadow-sm">
      <p className="text-lg font-semibold">
        {t.totalReceived(formatBRL(balances.totalReceived))}
      </p>
      <p className="text-sm text-muted">
        {t.totalReceivedHint(
          formatPercentBps(terms.platformFeeBps),
          terms.guestPaysFee,
        )}
      </p>
      <p className="text-sm text-muted">
        {t.payoutArrives(terms.payoutBusinessDays)}
      </p>
    </div>
  );
};
