import {
  type FreeAmountLimits,
  freeAmountProblem,
  messages,
  type PublicGift,
  sharePrice,
} from '@celebra/contracts';
import { formatBRL, priceDigitsToCents } from '@celebra/format';
import { Button, Field, PriceInput } from '@celebra/ui';
import { type FormEvent, useState } from 'react';
import type { GiftPick } from '../lib/cart';
import { maxQuantityOf } from '../lib/cart';

const g = messages.giftKinds;
const give = messages.screens.guest;

type ChoiceProps = {
  gift: PublicGift;
  onGive: (pick: GiftPick) => void;
};

/**
 * A free-value gift's amount: typed in reais or picked from the suggested amounts, checked
 * against the event's limits with the api's own rule before it goes to the cart.
 */
export const FreeAmountChoice = ({
  gift,
  limits,
  onGive,
}: ChoiceProps & { limits: FreeAmountLimits }) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = text.trim() ? priceDigitsToCents(text) : undefined;
    const problem = freeAmountProblem(amount, limits);
    setError(problem ?? undefined);
    if (!problem && amount !== undefined) onGive({ amount });
  };
  return (
    <form noValidate onSubmit={submit} className="mt-auto flex flex-col gap-2">
      {gift.suggestedAmounts.length > 0 && (
        <div
          role="group"
          aria-label={`Valores sugeridos para ${gift.name}`}
          className="flex flex-wrap gap-1"
        >
          {gift.suggestedAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => {
                setText(formatBRL(amount).replace(/^R\$\s*/, ''));
                setError(undefined);
              }}
              className="rounded-full border border-line px-2 py-1 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {formatBRL(amount)}
            </button>
          ))}
        </div>
      )}
      <PriceInput
        label={g.freeAmountLabel}
        name={`valor-${gift.id}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        hint={`De ${formatBRL(limits.min)} a ${formatBRL(limits.max)}`}
      />
      <Button type="submit" fullWidth aria-label={give.giveGift(gift.name)}>
        {give.give}
      </Button>
    </form>
  );
};

/**
 * A shared gift: the share price, 'x de N cotas disponíveis' and how many shares to give;
 * 'Presente completo' once every share is paid, nothing to add while the rest are reserved.
 */
export const SharesChoice = ({ gift, onGive }: ChoiceProps) => {
  const [text, setText] = useState('1');
  const shares = gift.shares;
  if (!shares) return null;
  const price = sharePrice(gift.price, shares.count);
  const max = maxQuantityOf(gift);
  const status = (
    <p className="text-sm text-muted">
      {shares.complete
        ? g.complete
        : g.sharesLeft(shares.remaining, shares.count)}
    </p>
  );
  if (shares.complete || shares.remaining === 0)
    return (
      <div className="mt-auto flex flex-col gap-1">
        <p className="text-lg font-bold text-ink">
          {g.sharePriceEach(formatBRL(price))}
        </p>
        <p className="font-semibold text-brand-darker">
          {shares.complete ? g.complete : g.allReserved}
        </p>
      </div>
    );
  const quantity = Math.max(1, Math.min(Number.parseInt(text, 10) || 1, max));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGive({ quantity });
      }}
      className="mt-auto flex flex-col gap-2"
    >
      <p className="text-lg font-bold text-ink">
        {g.sharePriceEach(formatBRL(price))}
      </p>
      {status}
      <Field
        label={g.sharesLabel}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        name={`cotas-${gift.id}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`Total: ${formatBRL(price * quantity)}`}
      />
      <Button type="submit" fullWidth aria-label={give.giveGift(gift.name)}>
        {give.give}
      </Button>
    </form>
  );
};
