import {
  type EventGift,
  messages,
  type MoneyTerms,
  sharePrice,
} from '@celebra/contracts';
import { formatBRL, formatUntil } from '@celebra/format';
import { ItemActions } from '@celebra/ui';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { YouReceiveLine } from './you-receive-line';

const g = messages.giftKinds;

export type GiftCardProps = {
  gift: EventGift;
  removing: boolean;
  onRemove: () => void;
  /** Only for the host's own (free-value or shared) gifts. */
  onEdit?: () => void;
  /** The event's fee terms: the card then says what the couple receives. */
  terms?: MoneyTerms;
};

/**
 * What the gift costs: its price, 'Valor livre', or its share price, the shares left and those
 * held by pending payments with when they are freed ('3 cotas reservadas até 14:30, …').
 */
const GiftPrice = ({ gift }: { gift: EventGift }) => {
  if (gift.kind === 'free')
    return <p className="text-brand-darker">{g.kindLabels.free}</p>;
  if (gift.kind === 'shares' && gift.shares)
    return (
      <>
        <p className="text-brand-darker">
          {g.sharePriceEach(
            formatBRL(sharePrice(gift.price, gift.shares.count)),
          )}
        </p>
        <p className="text-sm text-muted">
          {gift.shares.complete
            ? g.complete
            : g.sharesLeft(gift.shares.remaining, gift.shares.count)}
        </p>
        {gift.shares.held > 0 && gift.shares.heldUntil && (
          <p className="text-sm text-muted">
            {g.sharesHeld(gift.shares.held, formatUntil(gift.shares.heldUntil))}
          </p>
        )}
      </>
    );
  return <p className="text-brand-darker">{formatBRL(gift.price)}</p>;
};

/** A gift of the list: picture, name, price (or kind) and its edit and remove buttons. */
export const GiftCard = ({
  gift,
  removing,
  onRemove,
  onEdit,
  terms,
}: GiftCardProps) => (
  <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm">
    <CataloguePicture url={gift.imageUrl} className="aspect-square" />
    <div className="flex flex-1 flex-col gap-2 p-3">
      <h3 className="font-semibold break-words text-ink">{gift.name}</h3>
      <GiftPrice gift={gift} />
      {terms && <YouReceiveLine gift={gift} terms={terms} />}
      <ItemActions
        className="mt-auto flex flex-col gap-2"
        item={gift.name}
        editLabel="Editar"
        removeLabel="Remover"
        removeVariant="secondary"
        removing={removing}
        onEdit={onEdit}
        onRemove={onRemove}
      />
    </div>
  </article>
);
