import {
  guestSiteTexts,
  messages,
  type PublicGift,
  sharePrice,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { Button } from '@celebra/ui';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../../../components/section';
import { defaultImages } from '../../../config/default-images';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';
import { useCart } from '../hooks/use-cart';

const GiftChoiceModal = lazy(() =>
  import('./gift-choice').then((module) => ({
    default: module.GiftChoiceModal,
  })),
);

const g = messages.giftKinds;
const give = guestSiteTexts.screens.guest;

/** What the gift costs, by kind: its price; 'Valor livre'; its share price and shares left. */
const GiftPrice = ({ gift }: { gift: PublicGift }) => {
  if (gift.kind === 'free')
    return (
      <div className="mt-auto">
        <p className="text-lg font-bold text-ink">{g.kindLabels.free}</p>
        <p className="text-sm text-muted">{t.freeAmountCard}</p>
      </div>
    );
  if (gift.kind === 'shares' && gift.shares)
    return (
      <div className="mt-auto">
        <p className="text-lg font-bold text-ink">
          {formatBRL(sharePrice(gift.price, gift.shares.count))}{' '}
          <span className="text-sm font-normal text-muted">{t.perShare}</span>
        </p>
        <p className="text-sm text-muted">
          {g.sharesLeft(gift.shares.remaining, gift.shares.count)}
        </p>
      </div>
    );
  return (
    <p className="mt-auto text-lg font-bold text-ink">
      {formatBRL(gift.price)}
    </p>
  );
};

/** PRESENTEAR; for a shared gift with no share left, the reason instead, disabled. */
const GiveButton = ({
  gift,
  onGive,
}: {
  gift: PublicGift;
  onGive: () => void;
}) => {
  const shares = gift.shares;
  if (shares && shares.remaining === 0)
    return (
      <Button fullWidth disabled>
        {shares.complete ? g.complete : guestSiteTexts.giftKinds.allReserved}
      </Button>
    );
  return (
    <Button
      onClick={onGive}
      fullWidth
      aria-label={give.giveGift(gift.name)}
      aria-haspopup={gift.kind === 'fixed' ? undefined : 'dialog'}
    >
      {give.give}
    </Button>
  );
};

const GiftCard = ({
  gift,
  onGive,
}: {
  gift: PublicGift;
  onGive: () => void;
}) => {
  const nameId = `presente-${gift.id}`;
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="site-card flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-sm ring-1 ring-line"
      >
        <img
          src={gift.imageUrl || defaultImages.gift}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-brand-soft object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 id={nameId} className="font-semibold break-words text-ink">
            {gift.name}
          </h3>
          <GiftPrice gift={gift} />
          <GiveButton gift={gift} onGive={onGive} />
        </div>
      </article>
    </li>
  );
};

/**
 * The gift list: a card per gift with what it costs and PRESENTEAR, named after its gift for
 * screen readers ('Presentear Jogo de panelas'). A fixed-price gift goes to the cart at once;
 * a free-value or shared gift first asks for the amount or the shares (loaded on first use).
 */
export const GiftGrid = () => {
  const { event, add } = useCart();
  const [choosing, setChoosing] = useState<PublicGift | null>(null);
  const [loaded, setLoaded] = useState(false);
  const onGive = (gift: PublicGift) => {
    if (gift.kind === 'fixed') {
      add(gift);
      return;
    }
    setLoaded(true);
    setChoosing(gift);
  };
  return (
    <Section id={sectionIds.gifts} title={t.giftsTitle} intro={t.giftsIntro}>
      {event.gifts.length === 0 ? (
        <p className="mt-8 text-center text-muted">{t.giftsEmpty}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {event.gifts.map((gift) => (
            <GiftCard key={gift.id} gift={gift} onGive={() => onGive(gift)} />
          ))}
        </ul>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <GiftChoiceModal gift={choosing} onClose={() => setChoosing(null)} />
        </Suspense>
      )}
    </Section>
  );
};
