import {
  type FreeAmountLimits,
  freeAmountProblem,
  guestSiteTexts,
  messages,
  type PublicGift,
  sharePrice,
} from '@celebra/contracts';
import { formatBRL, priceInputToCents } from '@celebra/format';
import { Button, Modal, PriceInput } from '@celebra/ui';
import { type FormEvent, useId, useState } from 'react';
import { guestTexts as t } from '../../../config/texts';
import { useCart } from '../hooks/use-cart';
import { type GiftPick, maxQuantityOf } from '../lib/cart';

const g = messages.giftKinds;

type ChoiceProps = {
  gift: PublicGift;
  onChoose: (pick: GiftPick) => void;
};

/** The amount typed, as centavos ('150,00' → 15000); undefined when nothing was typed. */
const typedCents = (text: string) =>
  text.trim() ? priceInputToCents(text) : undefined;

/**
 * A free-value gift's amount: typed in reais or picked from the host's suggestions, checked
 * against the event's limits with the api's own rule before it goes to the cart.
 */
const FreeAmountChoice = ({
  gift,
  limits,
  onChoose,
}: ChoiceProps & { limits: FreeAmountLimits }) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const amount = typedCents(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = freeAmountProblem(amount, limits);
    setError(problem ?? undefined);
    if (!problem && amount !== undefined) onChoose({ amount });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-muted">{t.freeAmountIntro}</p>
      {gift.suggestedAmounts.length > 0 && (
        <div
          role="group"
          aria-label={t.suggestedAmounts}
          className="flex flex-wrap gap-2"
        >
          {gift.suggestedAmounts.map((suggested) => (
            <button
              key={suggested}
              type="button"
              aria-pressed={amount === suggested}
              onClick={() => {
                setText(formatBRL(suggested).replace(/^R\$\s*/, ''));
                setError(undefined);
              }}
              className="rounded-full border border-line px-3 py-2 text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-dark aria-pressed:border-brand-dark aria-pressed:bg-brand-soft aria-pressed:font-semibold"
            >
              {formatBRL(suggested)}
            </button>
          ))}
        </div>
      )}
      <PriceInput
        label={guestSiteTexts.giftKinds.freeAmountLabel}
        name={`valor-${gift.id}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={t.freeAmountRange(formatBRL(limits.min), formatBRL(limits.max))}
      />
      <Button type="submit" fullWidth size="lg">
        {t.addToCart}
      </Button>
    </form>
  );
};

/** How many shares: − and + around the number, from 1 to the shares left. */
const SharesChoice = ({
  gift,
  inCart,
  onChoose,
}: ChoiceProps & { inCart: number | undefined }) => {
  const inputId = useId();
  const max = maxQuantityOf(gift);
  const [quantity, setQuantity] = useState(Math.min(inCart ?? 1, max));
  const shares = gift.shares;
  if (!shares) return null;
  const price = sharePrice(gift.price, shares.count);
  const clamp = (value: number) => Math.max(1, Math.min(value, max));
  const stepClasses =
    'flex size-11 items-center justify-center rounded-full border border-line text-xl font-bold text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-dark disabled:opacity-40';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onChoose({ quantity });
      }}
      className="flex flex-col gap-4"
    >
      <div>
        <p className="text-lg font-bold text-ink">
          {g.sharePriceEach(formatBRL(price))}
        </p>
        <p className="text-muted">
          {g.sharesLeft(shares.remaining, shares.count)}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium text-ink">
          {guestSiteTexts.giftKinds.sharesLabel}
        </label>
        <div className="flex items-center gap-3">
          <button
            type="button"
            aria-label={t.fewerShares}
            disabled={quantity <= 1}
            onClick={() => setQuantity(clamp(quantity - 1))}
            className={stepClasses}
          >
            −
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={quantity}
            onChange={(event) =>
              setQuantity(clamp(Number.parseInt(event.target.value, 10) || 1))
            }
            className="w-20 rounded-lg border border-field-border px-2 py-2 text-center text-lg text-ink focus:outline-2 focus:outline-brand-dark"
          />
          <button
            type="button"
            aria-label={t.moreShares}
            disabled={quantity >= max}
            onClick={() => setQuantity(clamp(quantity + 1))}
            className={stepClasses}
          >
            +
          </button>
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t.sharesTotal(
            g.sharesOf(quantity, shares.count),
            formatBRL(price * quantity),
          )}
        </p>
      </div>
      <Button type="submit" fullWidth size="lg">
        {t.addToCart}
      </Button>
    </form>
  );
};

export type GiftChoiceModalProps = {
  /** The free-value or shared gift being chosen; null: closed. */
  gift: PublicGift | null;
  onClose: () => void;
};

/**
 * 'Presentear …' of a free-value gift (the amount) or a shared gift (how many shares); the
 * choice goes to the cart, which opens.
 */
export const GiftChoiceModal = ({ gift, onClose }: GiftChoiceModalProps) => {
  const { event, items, add } = useCart();
  const [shown, setShown] = useState(gift);
  if (gift && gift !== shown) setShown(gift);
  const choose = (pick: GiftPick) => {
    if (!shown) return;
    onClose();
    add(shown, pick);
  };
  return (
    <Modal
      open={gift !== null}
      onClose={onClose}
      title={shown ? guestSiteTexts.screens.guest.giveGift(shown.name) : ''}
      size="sm"
    >
      {shown?.kind === 'free' && (
        <FreeAmountChoice
          key={shown.id}
          gift={shown}
          limits={event.freeAmountLimits}
          onChoose={choose}
        />
      )}
      {shown?.kind === 'shares' && (
        <SharesChoice
          key={shown.id}
          gift={shown}
          inCart={items.find((item) => item.id === shown.id)?.quantity}
          onChoose={choose}
        />
      )}
    </Modal>
  );
};
