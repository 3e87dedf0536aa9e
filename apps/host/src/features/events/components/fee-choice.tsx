import { amountsOfTotal, hostTexts, type MoneyTerms } from '@celebra/contracts';
import { formatBRL, formatPercentBps } from '@celebra/format';

const t = hostTexts.moneyTerms;

/** The gift price the examples use: R$ 100,00. */
const EXAMPLE_PRICE = 10_000;

export type FeeChoiceProps = {
  value: boolean;
  onChange: (guestPaysFee: boolean) => void;
  /** The platform's fee and payout time; the texts wait for them. */
  terms: Pick<MoneyTerms, 'platformFeeBps' | 'payoutBusinessDays'> | undefined;
};

/** 'Num presente de R$ 100,00, …': what each choice means in money. */
function exampleOf(guestPaysFee: boolean, feeBps: number): string {
  const amounts = amountsOfTotal(EXAMPLE_PRICE, feeBps, guestPaysFee);
  const price = formatBRL(EXAMPLE_PRICE);
  return guestPaysFee
    ? t.guestPaysExample(
        price,
        formatBRL(amounts.chargedAmount),
        formatBRL(amounts.userAmount),
      )
    : t.hostPaysExample(price, formatBRL(amounts.userAmount));
}

const options = [
  {
    value: false,
    label: 'Eu pago a taxa',
    description:
      'O convidado paga o valor do presente e a taxa é descontada do valor que você recebe.',
  },
  {
    value: true,
    label: 'O convidado paga a taxa',
    description:
      'A taxa é somada ao valor pago pelo convidado e você recebe o valor integral do presente.',
  },
] as const;

/**
 * Who pays the platform fee on each gift (see docs/money.md): the host (default) or the guest,
 * with the fee in %, what each choice gives on a R$ 100,00 gift, and when payouts arrive.
 */
export const FeeChoice = ({ value, onChange, terms }: FeeChoiceProps) => (
  <fieldset className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm sm:p-6">
    <legend className="float-left mb-1 text-lg font-semibold text-ink">
      Taxa da plataforma
    </legend>
    <p className="clear-left text-sm text-muted">
      {terms
        ? t.feeIntro(formatPercentBps(terms.platformFeeBps))
        : 'Escolha quem paga a taxa da plataforma sobre cada presente pago.'}
    </p>
    {options.map((option) => (
      <label
        key={String(option.value)}
        className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft"
      >
        <input
          type="radio"
          name="guestPaysFee"
          className="mt-1 size-4 accent-brand-dark"
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
        <span>
          <span className="block font-medium text-ink">{option.label}</span>
          <span className="block text-sm text-muted">{option.description}</span>
          {terms && (
            <span className="mt-1 block text-sm font-medium text-ink">
              {exampleOf(option.value, terms.platformFeeBps)}
            </span>
          )}
        </span>
      </label>
    ))}
    {terms && (
      <p className="text-sm text-muted">
        {t.payoutArrives(terms.payoutBusinessDays)}
      </p>
    )}
  </fieldset>
);
