import { messages } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { useId, useState } from 'react';
import { TrashIcon } from '../../../components/icons';
import { defaultImages } from '../../../config/default-images';
import { cartTexts as t } from '../cart-texts';
import {
  type CartItem,
  lineOf,
  maxQuantityOf,
  parseQuantity,
} from '../lib/cart';

const g = messages.giftKinds;

/** 'R$ 350,00' a unit; 'R$ 100,00 por cota · 2 de 10 cotas'; the free amount and 'Valor livre'. */
const priceText = (item: CartItem) => {
  const { price } = lineOf(item);
  if (item.kind === 'free') return `${formatBRL(price)} · ${g.kindLabels.free}`;
  if (item.kind === 'shares' && item.shares)
    return `${g.sharePriceEach(formatBRL(price))} · ${g.sharesOf(item.quantity, item.shares.count)}`;
  return formatBRL(price);
};

export type CartItemRowProps = {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

/**
 * A gift in the cart: its price by kind, the quantity or shares (an integer, 1 when
 * unreadable, at most what remains) and remove; a free-value gift shows its amount only.
 */
export const CartItemRow = ({
  item,
  onQuantityChange,
  onRemove,
}: CartItemRowProps) => {
  const quantityId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-b-0">
      <img
        src={item.imageUrl || defaultImages.gift}
        alt=""
        width={56}
        height={42}
        className="h-10.5 w-14 shrink-0 rounded-md bg-brand-soft object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium break-words text-ink">
          {item.name}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="text-sm text-muted">{priceText(item)}</p>
          <div className="flex items-center gap-1">
            {item.kind !== 'free' && (
              <>
                <label htmlFor={quantityId} className="sr-only">
                  {item.kind === 'shares'
                    ? t.cartSharesOf(item.name)
                    : t.cartQuantityOf(item.name)}
                </label>
                <input
                  id={quantityId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQuantityOf(item)}
                  step={1}
                  value={draft ?? String(item.quantity)}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    onQuantityChange(parseQuantity(event.target.value));
                  }}
                  onBlur={() => setDraft(null)}
                  className="w-16 rounded-lg border border-field-border px-2 py-1 text-center text-ink focus:outline-2 focus:outline-brand-dark"
                />
              </>
            )}
            <button
              type="button"
              aria-label={t.cartRemoveOf(item.name)}
              onClick={onRemove}
              className="rounded-full p-2 text-danger hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              <TrashIcon width={20} height={20} />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
};
