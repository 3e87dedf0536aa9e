import { EVENT_IMAGE_SLOTS, type EventImageSlot } from '@celebra/contracts';
import { type Db, events, galleryItems } from '@celebra/db';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { MediaPipeline, StoredPicture } from '../../media';
import {
  eventImageFolder,
  removeEventImageFiles,
} from '../events/event-images.service';
import { EVENT_IMAGE_COLUMNS } from '../events/events.repository';

export interface PictureVariantsTaskDeps {
  db: Db;
  media: MediaPipeline;
  publicEvents: Pick<PublicEventChannel, 'changed'>;
  /** One line per picture looked at. */
  report: (line: string) => void;
}

export interface PictureVariantsOutcome {
  converted: number;
  skipped: number;
}

/**
 * The one-off conversion of the pictures stored before the variants (`npm run
 * media:variants`): every avatar, banner and gallery photo that has a URL but no variants
 * gets them (made from its stored file), the row points at them, and the old file is deleted
 * when it was the event's own (never a seeded or shared picture). Rows that already have
 * variants are left alone, so it may be run again; a row that changed meanwhile keeps its
 * change and the variants just made are deleted.
 */
export async function makePictureVariants(
  deps: PictureVariantsTaskDeps,
): Promise<PictureVariantsOutcome> {
  const { db, media, publicEvents, report } = deps;
  const outcome: PictureVariantsOutcome = { converted: 0, skipped: 0 };

  async function variantsOf(
    label: string,
    key: string | null,
    folder: string,
  ): Promise<StoredPicture | null> {
    if (!key) {
      report(`${label}: skipped, not a file of this storage`);
      outcome.skipped += 1;
      return null;
    }
    try {
      return await media.storePictureFromStored(key, folder);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report(`${label}: skipped, ${key} could not be read (${reason})`);
      outcome.skipped += 1;
      return null;
    }
  }

  function done(label: string, from: string, stored: StoredPicture) {
    outcome.converted += 1;
    report(
      `${label}: ${from} → ${stored.image.variants.length} variants (${stored.image.width}×${stored.image.height}), default ${stored.key}`,
    );
  }

  function changedMeanwhile(label: string) {
    report(`${label}: skipped, changed while it was converted`);
    outcome.skipped += 1;
  }

  async function convertEventImage(
    eventId: number,
    slot: EventImageSlot,
    url: string,
  ) {
    const label = `event ${eventId} ${slot}`;
    const columns = EVENT_IMAGE_COLUMNS[slot];
    const folder = eventImageFolder(eventId, slot);
    const stored = await variantsOf(label, media.keyOfUrl(url), folder);
    if (!stored) return;
    const updated = await db
      .update(events)
      .set({ [columns.url]: stored.url, [columns.image]: stored.image })
      .where(
        and(
          eq(events.id, eventId),
          eq(events[columns.url], url),
          isNull(events[columns.image]),
        ),
      )
      .returning({ id: events.id });
    if (updated.length === 0) {
      await media.removePicture(stored.image);
      return changedMeanwhile(label);
    }
    await publicEvents.changed(eventId);
    await removeEventImageFiles(media, folder, { url, image: null });
    done(label, url, stored);
  }

  async function convertGalleryPhoto(item: {
    id: number;
    eventId: number;
    storageKey: string;
  }) {
    const label = `event ${item.eventId} gallery photo ${item.id}`;
    const folder = `events/${item.eventId}/gallery`;
    const stored = await variantsOf(label, item.storageKey, folder);
    if (!stored) return;
    const updated = await db
      .update(galleryItems)
      .set({
        url: stored.url,
        storageKey: stored.key,
        sizeBytes: stored.size,
        image: stored.image,
      })
      .where(
        and(
          eq(galleryItems.id, item.id),
          eq(galleryItems.storageKey, item.storageKey),
          isNull(galleryItems.image),
        ),
      )
      .returning({ id: galleryItems.id });
    if (updated.length === 0) {
      await media.removePicture(stored.image);
      return changedMeanwhile(label);
    }
    await publicEvents.changed(item.eventId);
    await media.removeStored(item.storageKey);
    done(label, item.storageKey, stored);
  }

  const eventRows = await db
    .select({
      id: events.id,
      avatarUrl: events.avatarUrl,
      avatarImage: events.avatarImage,
      bannerUrl: events.bannerUrl,
      bannerImage: events.bannerImage,
    })
    .from(events)
    .where(
      or(
        and(isNotNull(events.avatarUrl), isNull(events.avatarImage)),
        and(isNotNull(events.bannerUrl), isNull(events.bannerImage)),
      ),
    )
    .orderBy(asc(events.id));
  for (const row of eventRows) {
    for (const slot of EVENT_IMAGE_SLOTS) {
      const columns = EVENT_IMAGE_COLUMNS[slot];
      const url = row[columns.url];
      if (url && !row[columns.image])
        await convertEventImage(row.id, slot, url);
    }
  }

  const photos = await db
    .select({
      id: galleryItems.id,
      eventId: galleryItems.eventId,
      storageKey: galleryItems.storageKey,
    })
    .from(galleryItems)
    .where(and(eq(galleryItems.type, 'image'), isNull(galleryItems.image)))
    .orderBy(asc(galleryItems.id));
  for (const photo of photos) await convertGalleryPhoto(photo);

  return outcome;
}
