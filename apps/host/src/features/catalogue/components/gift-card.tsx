import type { EventGift } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { Button } from '@celebra/ui';
import { CataloguePicture } from '../../../components/catalogue-picture';

export type GiftCardProps = {
  gift: EventGift;
  removing: boolean;
  onRemove: () => void;
};

/** A gift of the list: picture, name, price in reais and its remove button. */
export const GiftCard = ({ gift, removing, onRemove }: GiftCardProps) => (
  <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm">
    <CataloguePicture url={gift.imageUrl} className="aspect-square" />
    <div className="flex flex-1 flex-col gap-2 p-3">
      <h3 className="font-semibold break-words text-ink">{gift.name}</h3>
      <p className="text-brand-darker">{formatBRL(gift.price)}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-auto"
        loading={removing}
        aria-label={`Remover ${gift.name}`}
        onClick={onRemove}
      >
        Remover
      </Button>
    </div>
  </article>
);
