import {
  type FreeAmountLimits,
  messages,
  type PublicGift,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { Button } from '@celebra/ui';
import { Section } from '../../../components/section';
import { defaultImages } from '../../../config/default-images';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';
import { useCart } from '../hooks/use-cart';
import type { GiftPick } from '../lib/cart';
import { FreeAmountChoice, SharesChoice } from './gift-choice';

const GiftCard = ({
  gift,
  limits,
  onGive,
}: {
  gift: PublicGift;
  limits: FreeAmountLimits;
  onGive: (pick?: GiftPick) => void;
}) => {
  const nameId = `presente-${gift.id}`;
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-sm ring-1 ring-line"
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
          <h3 id={nameId} className="font-semibold text-ink">
            {gift.name}
          </h3>
          {gift.kind === 'free' && (
            <FreeAmountChoice gift={gift} limits={limits} onGive={onGive} />
          )}
          {gift.kind === 'shares' && (
            <SharesChoice gift={gift} onGive={onGive} />
          )}
          {gift.kind === 'fixed' && (
            <>
              <p className="mt-auto text-lg font-bold text-ink">
                {formatBRL(gift.price)}
              </p>
              <Button
                onClick={() => onGive()}
                fullWidth
                aria-label={messages.screens.guest.giveGift(gift.name)}
              >
                {messages.screens.guest.give}
              </Button>
            </>
          )}
        </div>
      </article>
    </li>
  );
};

/**
 * The gift list: a card per gift with its BRL price and PRESENTEAR (adds it to the cart); each
 * button is named after its gift for screen readers ('Presentear Jogo de panelas').
 */
export const GiftGrid = () => {
  const { event, add } = useCart();
  return (
    <Section id={sectionIds.gifts} title={t.giftsTitle} intro={t.giftsIntro}>
      {event.gifts.length === 0 ? (
        <p className="mt-8 text-center text-muted">{t.giftsEmpty}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {event.gifts.map((gift) => (
            <GiftCard
              key={gift.id}
              gift={gift}
              limits={event.freeAmountLimits}
              onGive={(pick) => add(gift, pick)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
};
