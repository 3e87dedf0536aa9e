import {
  type EventGift,
  type FreeAmountLimits,
  freeAmountProblem,
  sharePriceProblem,
  hostTexts,
  type OwnGiftForm,
  type OwnGiftWriteResponse,
  type RemoveEventGiftResponse,
  sharePrice,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, DbOrTx } from '@celebra/db';
import { formatBRL } from '@celebra/format';
import { AppError } from '../../errors/app-error';
import { countGiftShares, countsOf, lockGifts } from '../../lib/gift-shares';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { MediaPipeline } from '../../media';
import { recordActivity } from '../../lib/activity';
import type { AccessedEvent } from '../../plugins/event-access';
import type { MediaStorage } from '../../storage/media-storage';
import { listEventGiftsWithShares } from '../events/event-gifts.repository';
import type { CatalogueForm } from './catalogue-form';
import {
  CATALOGUE_IMAGE_FOLDERS,
  createCatalogueImages,
} from './catalogue-images';
import { deleteGift, isGiftOrdered } from './catalogue-gifts.repository';
import {
  deactivateOwnGift,
  findOwnGift,
  insertOwnGift,
  type OwnGiftValues,
  updateOwnGift,
} from './own-gifts.repository';

export type OwnGiftsService = ReturnType<typeof createOwnGiftsService>;

const g = apiTexts.giftKinds;

const giftNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.giftNotFound);

const fieldError = (
  code: 'VALIDATION' | 'CONFLICT',
  field: string,
  message: string,
) => new AppError(code, message, { [field]: [message] });

/**
 * The host's own gifts: free-value gifts (the guest types the amount) and gifts split into
 * equal shares. They live in the `gifts` table with the event's id, never in the catalogue.
 * Each write tells the public site after its commit (the gift shows on the event's list).
 */
export function createOwnGiftsService(deps: {
  db: Db;
  storage: MediaStorage;
  media: MediaPipeline;
  freeAmountLimits: FreeAmountLimits;
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}) {
  const { db, freeAmountLimits, publicEvents } = deps;
  const images = createCatalogueImages(deps);

  /**
   * The row values of a valid form: suggested amounts within the limits, sorted, once each; a
   * share worth at least the least free amount, unless it keeps the share price it already has
   * (`keptSharePrice`: a gift saved before the rule, whose shares may already be taken).
   */
  function valuesOf(form: OwnGiftForm, keptSharePrice?: number): OwnGiftValues {
    if (form.kind === 'shares') {
      const price = form.price ?? 0;
      const shareCount = form.shareCount ?? 0;
      const problem =
        sharePrice(price, shareCount) === keptSharePrice
          ? null
          : sharePriceProblem(price, shareCount, freeAmountLimits);
      if (problem)
        throw fieldError('VALIDATION', problem.field, problem.message);
      return {
        kind: 'shares',
        name: form.name,
        price,
        shareCount: form.shareCount ?? null,
        suggestedAmounts: [],
      };
    }
    const suggested = [...new Set(form.suggestedAmounts ?? [])].sort(
      (a, b) => a - b,
    );
    if (suggested.some((amount) => freeAmountProblem(amount, freeAmountLimits)))
      throw fieldError(
        'VALIDATION',
        'suggestedAmounts',
        hostTexts.giftKinds.suggestedAmountsInvalid(
          formatBRL(freeAmountLimits.min),
          formatBRL(freeAmountLimits.max),
        ),
      );
    return {
      kind: 'free',
      name: form.name,
      price: 0,
      shareCount: null,
      suggestedAmounts: suggested,
    };
  }

  /** Under the gift's lock: the edit keeps the shares taken and, once any is, the share price. */
  async function assertSharesKept(
    tx: DbOrTx,
    giftId: number,
    values: OwnGiftValues,
  ): Promise<void> {
    const locked = (await lockGifts(tx, [giftId])).get(giftId);
    const { taken } = countsOf(await countGiftShares(tx, [giftId]), giftId);
    const shareCount = values.shareCount ?? 0;
    if (shareCount < taken)
      throw fieldError('CONFLICT', 'shareCount', g.sharesBelowTaken(taken));
    if (taken === 0 || !locked?.shareCount) return;
    const sharePriceNow = sharePrice(locked.price, locked.shareCount);
    if (sharePrice(values.price, shareCount) !== sharePriceNow)
      throw fieldError(
        'CONFLICT',
        'price',
        g.sharePriceLocked(formatBRL(sharePriceNow)),
      );
  }

  /** The event's list after a committed write, the public site told first. */
  async function changedListOf(eventId: number): Promise<EventGift[]> {
    await publicEvents.changed(eventId);
    return listEventGiftsWithShares(db, eventId);
  }

  return {
    async create(
      event: AccessedEvent,
      actorId: number,
      form: CatalogueForm<OwnGiftForm>,
    ): Promise<OwnGiftWriteResponse> {
      const values = valuesOf(form.fields);
      await images.writeWithImage(
        form.image,
        CATALOGUE_IMAGE_FOLDERS.gifts,
        (imageUrl) =>
          db.transaction(async (tx) => {
            const gift = await insertOwnGift(tx, event, {
              ...values,
              imageUrl,
            });
            await recordActivity(tx, {
              eventId: event.id,
              actorId,
              action: 'gift_added',
              quantity: 1,
            });
            return gift;
          }),
      );
      return {
        success: true,
        message: g.giftCreated,
        gifts: await changedListOf(event.id),
      };
    },

    /**
     * The kind stays. Once shares of a shared gift are taken (sold or held by pending orders)
     * its share count may not go below them and its share price may not change (409), so
     * every share of the gift costs the same. The gift row is locked while it is checked and
     * written, so no purchase takes a share in between.
     */
    async update(
      event: AccessedEvent,
      giftId: number,
      form: CatalogueForm<OwnGiftForm>,
    ): Promise<OwnGiftWriteResponse> {
      const current = await findOwnGift(db, event.id, giftId);
      if (!current) throw giftNotFound();
      if (current.kind !== form.fields.kind)
        throw fieldError('VALIDATION', 'kind', g.kindUnchangeable);
      const values = valuesOf(
        form.fields,
        current.shareCount
          ? sharePrice(current.price, current.shareCount)
          : undefined,
      );
      await images.writeWithImage(
        form.image,
        CATALOGUE_IMAGE_FOLDERS.gifts,
        (imageUrl) =>
          db.transaction(async (tx) => {
            if (values.kind === 'shares')
              await assertSharesKept(tx, giftId, values);
            await updateOwnGift(tx, giftId, { ...values, imageUrl });
          }),
      );
      if (form.image) await images.discardUnused([current.imageUrl]);
      return {
        success: true,
        message: g.giftUpdated,
        gifts: await changedListOf(event.id),
      };
    },

    /**
     * Removes the host's own gift: one bought in an order is hidden (kept for the orders'
     * history); any other is deleted with its picture. Null when the gift is not the event's own.
     */
    async remove(
      event: AccessedEvent,
      actorId: number,
      giftId: number,
    ): Promise<RemoveEventGiftResponse | null> {
      const current = await findOwnGift(db, event.id, giftId);
      if (!current) return null;
      const deleted = await db.transaction(async (tx) => {
        const ordered = await isGiftOrdered(tx, giftId);
        if (ordered) await deactivateOwnGift(tx, giftId);
        else await deleteGift(tx, giftId);
        await recordActivity(tx, {
          eventId: event.id,
          actorId,
          action: 'gift_removed',
        });
        return !ordered;
      });
      if (deleted) await images.discardUnused([current.imageUrl]);
      return {
        success: true,
        message: hostTexts.success.giftRemoved,
        gifts: await changedListOf(event.id),
      };
    },
  };
}
