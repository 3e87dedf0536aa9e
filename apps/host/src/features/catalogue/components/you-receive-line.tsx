import {
  type EventGift,
  hostTexts,
  type MoneyTerms,
  sharePrice,
} from '@celebra/contracts';
import { formatBRL, formatPercentBps } from '@celebra/format';
import { youReceive } from '../../../lib/money-terms/you-receive';

const t = hostTexts.moneyTerms;

export type YouReceiveLineProps = {
  gift: EventGift;
  terms: Pick<MoneyTerms, 'platformFeeBps' | 'guestPaysFee'>;
};

/** 'Você recebe R$ 95,00' (a share's, for a gift in shares), or the part of a free value. */
export const YouReceiveLine = ({ gift, terms }: YouReceiveLineProps) => {
  const text =
    gift.kind === 'free'
      ? terms.guestPaysFee || terms.platformFeeBps === 0
        ? t.youReceiveWhole
        : t.youReceiveOfFree(formatPercentBps(10_000 - terms.platformFeeBps))
      : gift.kind === 'shares' && gift.shares
        ? t.youReceivePerShare(
            formatBRL(
              youReceive(sharePrice(gift.price, gift.shares.count), terms),
            ),
          )
        : t.youReceive(formatBRL(youReceive(gift.price, terms)));
  return <p className="text-sm text-muted">{text}</p>;
};
