import {
  type FreeAmountLimits,
  type GetEventPreviewResponse,
  shareImagePath,
  getPublicEventResponseSchema,
  type GetPublicEventResponse,
  type UnlockSiteResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { z } from 'zod';
import { responsiveImageOf } from '../../media';
import { publicGiftShares } from '../../lib/gift-shares';
import { cacheJson } from '../../lib/public-event/cached-json';
import { hasContractedService } from '../services/services.repository';
import { listCustomPages } from './custom-pages.repository';
import { eventNotFound } from './event-errors';
import { findEventDetails } from './event-details.repository';
import { readEventGiftsWithShares } from './event-gifts.repository';
import type { PublicEventSnapshot } from './public-event-cache';
import { previewPlaceOf } from './preview-place';
import {
  findActivePublicEventBySlug,
  findEventKindName,
  listGallery,
} from './public-site.repository';
import {
  type ShareImageContent,
  shareImageVersion,
} from './share-image/share-image-content';
import { formatEventWhen } from '@celebra/format';
import { createSiteGate, siteLockOf } from './site-gate';

export interface PublicSiteServiceDeps {
  db: Db;
  siteTokenSecret: string;
  platformFeeBps: number;
  cardMaxInstallments: number;
  freeAmountLimits: FreeAmountLimits;
  now?: () => Date;
}

export type PublicSiteService = ReturnType<typeof createPublicSiteService>;

/** The public site of an event as visitors open it: its read, its link preview, its password gate. */
export function createPublicSiteService(deps: PublicSiteServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const gate = createSiteGate({
    db,
    secret: deps.siteTokenSecret,
    now: deps.now,
  });

  async function findPublicEvent(slug: string) {
    const row = await findActivePublicEventBySlug(
      db,
      slug.trim().toLowerCase(),
    );
    if (!row) throw eventNotFound();
    return row;
  }

  /** Custom pages show on the site only while the Página service is contracted. */
  async function publicPagesOf(eventId: number) {
    if (!(await hasContractedService(db, eventId, 'PAGE'))) return [];
    const pages = await listCustomPages(db, eventId);
    return pages.map(({ id, title, content }) => ({ id, title, content }));
  }

  /** An open active event with what its preview and share picture show; null otherwise. */
  async function openEventOf(slug: string) {
    const row = await findActivePublicEventBySlug(
      db,
      slug.trim().toLowerCase(),
    );
    if (!row || !(await gate.isOpen(row))) return null;
    const [kind, details] = await Promise.all([
      findEventKindName(db, row.event.id),
      row.settings.showEventInfo
        ? findEventDetails(db, row.event.id)
        : undefined,
    ]);
    return { event: row.event, images: row.images, kind, details };
  }

  type OpenEvent = NonNullable<Awaited<ReturnType<typeof openEventOf>>>;

  /** The share picture shows what the site shows: the date only with the event information. */
  const shareImageContentOf = ({
    event,
    details,
  }: OpenEvent): ShareImageContent => ({
    title: event.title,
    subtitle: event.subtitle,
    when: formatEventWhen(
      details?.eventDate ?? null,
      details?.startTime ?? null,
    ),
    theme: event.theme,
    color: event.color,
    photoUrl: event.bannerUrl ?? event.avatarUrl,
  });

  return {
    /**
     * The public site of an active event as the cache keeps it (undefined: no active event has
     * this slug): the answer every visitor allowed in gets, serialised by its response schema
     * and compressed once, with the password in force. The toggles are applied here: no gifts
     * when the list is hidden, no details when the information is hidden or was never filled
     * (no date); custom pages only with a contracted PAGE service.
     */
    async publicEventSnapshot(
      slug: string,
    ): Promise<PublicEventSnapshot | undefined> {
      const row = await findActivePublicEventBySlug(db, slug);
      if (!row) return undefined;
      const { event, settings } = row;
      const [passwordVersion, list, gallery, details, customPages] =
        await Promise.all([
          gate.passwordInForce(row),
          settings.showGiftList
            ? readEventGiftsWithShares(db, event.id, now())
            : { gifts: [], nextRelease: null },
          listGallery(db, event.id),
          settings.showEventInfo ? findEventDetails(db, event.id) : undefined,
          publicPagesOf(event.id),
        ]);
      const answer: GetPublicEventResponse = {
        success: true,
        event: {
          ...event,
          avatarImage: responsiveImageOf(row.images.avatar),
          bannerImage: responsiveImageOf(row.images.banner),
          gifts: list.gifts.map(({ own: _own, shares, ...gift }) => ({
            ...gift,
            shares: shares && publicGiftShares(shares),
          })),
          gallery: gallery.map(({ createdAt: _createdAt, image, ...item }) => ({
            ...item,
            image: responsiveImageOf(image),
          })),
          details: details?.eventDate ? details : null,
          settings,
          customPages,
          guestPaysFee: row.guestPaysFee,
          platformFeeBps: deps.platformFeeBps,
          cardMaxInstallments: deps.cardMaxInstallments,
          freeAmountLimits: deps.freeAmountLimits,
        },
      };
      return {
        eventId: event.id,
        answer: await cacheJson(z.encode(getPublicEventResponseSchema, answer)),
        passwordVersion,
        locked: siteLockOf(event),
        freshUntil: list.nextRelease,
      };
    },

    /** 401 unless the snapshot's site is open or `token` opens it (no database read). */
    assertSnapshotAccess(
      snapshot: PublicEventSnapshot,
      token: string | undefined,
    ): void {
      gate.assertToken(snapshot, token);
    },

    /**
     * The shared link's preview: title, subtitle, banner, kind, date, time and place of an open
     * active event (date, time and place only while the site shows its event information) and
     * the path of its share picture; null for an unknown or inactive event and for a site
     * behind its password (nothing of it leaks).
     */
    async eventPreview(slug: string): Promise<GetEventPreviewResponse> {
      const open = await openEventOf(slug);
      if (!open) return { success: true, preview: null };
      const { event, kind, details } = open;
      return {
        success: true,
        preview: {
          slug: event.slug,
          title: event.title,
          subtitle: event.subtitle,
          bannerUrl: event.bannerUrl,
          bannerImage: responsiveImageOf(open.images.banner),
          kind,
          theme: event.theme,
          eventDate: details?.eventDate ?? null,
          startTime: details?.eventDate ? (details.startTime ?? null) : null,
          place: details?.eventDate ? previewPlaceOf(details) : null,
          shareImageUrl: shareImagePath(
            event.slug,
            shareImageVersion(shareImageContentOf(open)),
          ),
        },
      };
    },

    /**
     * What the share picture of an open active event draws, and its version; undefined where
     * the preview is null.
     */
    async shareImageOf(slug: string) {
      const open = await openEventOf(slug);
      if (!open) return undefined;
      const content = shareImageContentOf(open);
      return {
        eventId: open.event.id,
        content,
        version: shareImageVersion(content),
      };
    },

    async unlockSite(
      slug: string,
      password: string,
    ): Promise<UnlockSiteResponse> {
      const row = await findPublicEvent(slug);
      const { accessToken, expiresAt } = await gate.unlock(row, password);
      return {
        success: true,
        accessToken,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}
