import {
  type CustomPage,
  type CustomPageBody,
  DEFAULT_EVENT_KIND,
  type EventContentBody,
  type EventDetailsBody,
  type EventImageSlot,
  type EventSettings,
  type EventSettingsBody,
  type FreeAmountLimits,
  type GetAdminEventResponse,
  type GetEventDetailsResponse,
  type GetEventPreviewResponse,
  type GetEventSettingsResponse,
  type GetOwnerEventResponse,
  getPublicEventResponseSchema,
  type GetPublicEventResponse,
  type ListAdminEventsQuery,
  type ListAdminEventsResponse,
  type ListCustomPagesResponse,
  messages,
  type PublicEventDetails,
  type RemoveCustomPageResponse,
  type SaveCustomPageResponse,
  type SlugAvailabilityResponse,
  type UnlockSiteResponse,
  type UpdateAdminEventBody,
  type UpdateAdminEventResponse,
  type UpdateEventContentResponse,
  type UpdateEventDetailsResponse,
  type UpdateEventSettingsResponse,
  type UploadEventImageResponse,
} from '@celebra/contracts';
import { type Db, type DbOrTx, isUniqueViolation } from '@celebra/db';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { cacheJson } from '../../lib/public-event/cached-json';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { hashPassword } from '../../lib/passwords';
import type { MediaPipeline, ReceivedFile } from '../../media';
import {
  contractedOfType,
  hasContractedService,
} from '../services/services.repository';
import { isSlugAvailable } from './event-slug';
import {
  categoryExists,
  countAndLastPosition,
  deleteCustomPage,
  type EventDetailsValues,
  findActivePublicEventBySlug,
  findEvent,
  findEventDetails,
  findEventSettings,
  findOwnerEvent,
  insertCustomPage,
  listEventGiftsWithShares,
  listCustomPages,
  listEvents,
  listGallery,
  lockEvent,
  replaceEventImage,
  saveEventDetails,
  saveEventSettings,
  type SettingsValues,
  updateCustomPage,
  updateEvent,
  updateEventContent,
  updateEventSlug,
} from './events.repository';
import type { PublicEventSnapshot } from './public-event-cache';
import { createSiteGate } from './site-gate';
import { pageSlice } from '../../lib/paging';
import type { AppDeps } from '../../app-deps';
import { freeAmountLimitsOf } from '../../config';
import type { FastifyInstance } from 'fastify';

export interface EventsServiceDeps {
  db: Db;
  media: MediaPipeline;
  siteTokenSecret: string;
  platformFeeBps: number;
  /** Told after every committed write of what guests see. */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
  freeAmountLimits: FreeAmountLimits;
  now?: () => Date;
}

export type EventsService = ReturnType<typeof createEventsService>;

/** The service as each audience's route file builds it, from the app's media and dependencies. */
export const eventsServiceFor = (
  app: FastifyInstance,
  { db, config, publicEvents }: AppDeps,
) =>
  createEventsService({
    db,
    media: app.media,
    siteTokenSecret: config.SITE_TOKEN_SECRET,
    platformFeeBps: config.PLATFORM_FEE_BPS,
    publicEvents,
    freeAmountLimits: freeAmountLimitsOf(config),
  });

/** The details of an event whose host never filled 'Informações do Evento'. */
const EMPTY_DETAILS: PublicEventDetails = {
  eventDate: null,
  startTime: null,
  endTime: null,
  eventType: DEFAULT_EVENT_KIND,
  eventLocation: null,
  postalCode: null,
  fullAddress: null,
  latitude: null,
  longitude: null,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};

const eventNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventNotFound);
const slugInUse = () =>
  new AppError('CONFLICT', messages.validation.slugInUse, {
    slug: [messages.validation.slugInUse],
  });
const passwordNotAllowed = () =>
  new AppError('CONFLICT', messages.server.sitePasswordNotAllowed, {
    password: [messages.server.sitePasswordNotAllowed],
  });
const pageNotFound = () =>
  new AppError('NOT_FOUND', messages.server.customPageNotFound);

/** The host form's details as stored: the fields of the other kind of event are cleared. */
function detailsValuesOf(body: EventDetailsBody): EventDetailsValues {
  const inPerson = body.eventType === 'in-person';
  const onlyIf = <T>(applies: boolean, value: T | null | undefined) =>
    applies ? (value ?? null) : null;
  return {
    eventDate: body.date,
    startTime: body.startTime,
    endTime: body.endTime,
    eventType: body.eventType,
    eventLocation: onlyIf(inPerson, body.eventLocation),
    postalCode: onlyIf(inPerson, body.postalCode),
    fullAddress: onlyIf(inPerson, body.fullAddress),
    latitude: onlyIf(inPerson, body.latitude),
    longitude: onlyIf(inPerson, body.longitude),
    transmission: onlyIf(!inPerson, body.transmission),
    transmissionLink: onlyIf(!inPerson, body.transmissionLink),
    transmissionPassword: onlyIf(!inPerson, body.transmissionPassword),
  };
}

type PageRow = Awaited<ReturnType<typeof listCustomPages>>[number];

function toPage(row: PageRow): CustomPage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function pagesOf(db: DbOrTx, eventId: number): Promise<CustomPage[]> {
  return (await listCustomPages(db, eventId)).map(toPage);
}

/** The Página service: whether it is contracted and how many pages its packages allow. */
async function pageAllowanceOf(db: DbOrTx, eventId: number) {
  const { purchases, quantity } = await contractedOfType(db, eventId, 'PAGE');
  return { enabled: purchases > 0, limit: quantity };
}

/** Page writes need a contracted Página service. */
async function requirePagesEnabled(db: DbOrTx, eventId: number) {
  const allowance = await pageAllowanceOf(db, eventId);
  if (!allowance.enabled)
    throw new AppError('CONFLICT', messages.server.customPagesNotAllowed);
  return allowance;
}

/** The event itself: its public site, the host's pages of it and the back office's view. */
export function createEventsService(deps: EventsServiceDeps) {
  const { db, media } = deps;
  const changed = (eventId: number) => deps.publicEvents.changed(eventId);
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

  async function readSettings(eventId: number): Promise<EventSettings> {
    const row = await findEventSettings(db, eventId);
    if (!row) throw eventNotFound();
    return {
      showGiftList: row.showGiftList ?? true,
      showGuestMessages: row.showGuestMessages ?? true,
      showEventInfo: row.showEventInfo ?? true,
      allowGuestConfirmation: row.allowGuestConfirmation ?? true,
      slug: row.slug,
      hasPassword: Boolean(row.sitePasswordHash),
      guestPaysFee: row.guestPaysFee ?? false,
    };
  }

  /** undefined keeps the stored password, null clears it; a new one needs the Senha service. */
  async function sitePasswordHashOf(
    eventId: number,
    body: EventSettingsBody,
  ): Promise<string | null | undefined> {
    if (body.removePassword) return null;
    if (!body.password) return undefined;
    if (!(await hasContractedService(db, eventId, 'PASSWORD')))
      throw passwordNotAllowed();
    return hashPassword(body.password);
  }

  return {
    /** The registration wizard's live check: can a new event take this (well-formed) slug? */
    async slugAvailability(slug: string): Promise<SlugAvailabilityResponse> {
      const available = await isSlugAvailable(db, slug);
      return {
        success: true,
        slug,
        available,
        message: available
          ? messages.success.slugAvailable
          : messages.validation.slugInUse,
      };
    },

    /* ---------- public site ---------- */

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
      const [passwordVersion, gifts, gallery, details, customPages] =
        await Promise.all([
          gate.passwordInForce(row),
          settings.showGiftList ? listEventGiftsWithShares(db, event.id) : [],
          listGallery(db, event.id),
          settings.showEventInfo ? findEventDetails(db, event.id) : undefined,
          publicPagesOf(event.id),
        ]);
      const answer: GetPublicEventResponse = {
        success: true,
        event: {
          ...event,
          gifts: gifts.map(({ own: _own, ...gift }) => gift),
          gallery,
          details: details?.eventDate ? details : null,
          settings,
          customPages,
          guestPaysFee: row.guestPaysFee,
          platformFeeBps: deps.platformFeeBps,
          freeAmountLimits: deps.freeAmountLimits,
        },
      };
      return {
        eventId: event.id,
        answer: await cacheJson(z.encode(getPublicEventResponseSchema, answer)),
        passwordVersion,
        locked: { title: event.title, color: event.color },
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
     * The shared link's preview: title, subtitle and banner of an open active event; null for
     * an unknown or inactive event and for a site behind its password (nothing of it leaks).
     */
    async eventPreview(slug: string): Promise<GetEventPreviewResponse> {
      const row = await findActivePublicEventBySlug(
        db,
        slug.trim().toLowerCase(),
      );
      if (!row || !(await gate.isOpen(row)))
        return { success: true, preview: null };
      const { event } = row;
      return {
        success: true,
        preview: {
          slug: event.slug,
          title: event.title,
          subtitle: event.subtitle,
          bannerUrl: event.bannerUrl,
        },
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

    /* ---------- host: 'Cores e Textos' ---------- */

    async ownerEvent(eventId: number): Promise<GetOwnerEventResponse> {
      const event = await findOwnerEvent(db, eventId);
      if (!event) throw eventNotFound();
      return { success: true, event };
    },

    async updateContent(
      eventId: number,
      body: EventContentBody,
    ): Promise<UpdateEventContentResponse> {
      const event = await updateEventContent(db, eventId, body);
      if (!event) throw eventNotFound();
      await changed(eventId);
      return { success: true, message: messages.success.infoUpdated, event };
    },

    /** Stores the new avatar or banner, points the event at it, then deletes the one it replaced. */
    async replaceImage(
      eventId: number,
      slot: EventImageSlot,
      file: ReceivedFile,
    ): Promise<UploadEventImageResponse> {
      const folder = `events/${eventId}/${slot}`;
      const stored = await media.storeImage(file, folder);
      let result: Awaited<ReturnType<typeof replaceEventImage>>;
      try {
        result = await db.transaction((tx) =>
          replaceEventImage(tx, eventId, slot, stored.url),
        );
      } catch (error) {
        await media.removeStored(stored.key);
        throw error;
      }
      if (!result) {
        await media.removeStored(stored.key);
        throw eventNotFound();
      }
      await changed(eventId);
      const previousKey =
        result.previousUrl && media.keyOfUrl(result.previousUrl);
      // Only files this route wrote for this event: never a seeded or shared picture.
      if (previousKey?.startsWith(`${folder}/`))
        await media.removeStored(previousKey);
      return {
        success: true,
        message: messages.success.imageUpdated,
        avatarUrl: result.avatarUrl,
        bannerUrl: result.bannerUrl,
      };
    },

    /* ---------- host: 'Informações do Evento' ---------- */

    async details(eventId: number): Promise<GetEventDetailsResponse> {
      const eventDetails =
        (await findEventDetails(db, eventId)) ?? EMPTY_DETAILS;
      return {
        success: true,
        message: messages.server.eventDetailsLoaded,
        eventDetails,
      };
    },

    async updateDetails(
      eventId: number,
      body: EventDetailsBody,
    ): Promise<UpdateEventDetailsResponse> {
      const eventDetails = await saveEventDetails(
        db,
        eventId,
        detailsValuesOf(body),
      );
      await changed(eventId);
      return {
        success: true,
        message: messages.success.infoUpdated,
        eventDetails,
      };
    },

    /* ---------- host: 'Configurações' ---------- */

    async settings(eventId: number): Promise<GetEventSettingsResponse> {
      return { success: true, settings: await readSettings(eventId) };
    },

    /** The public-site toggles, the link (slug), the site password and who pays the fee. */
    async updateSettings(
      eventId: number,
      currentSlug: string,
      body: EventSettingsBody,
    ): Promise<UpdateEventSettingsResponse> {
      const slugChanged = body.slug !== currentSlug;
      if (slugChanged && !(await isSlugAvailable(db, body.slug)))
        throw slugInUse();
      const values: SettingsValues = {
        showGiftList: body.showGiftList,
        showGuestMessages: body.showGuestMessages,
        showEventInfo: body.showEventInfo,
        allowGuestConfirmation: body.allowGuestConfirmation,
        sitePasswordHash: await sitePasswordHashOf(eventId, body),
        guestPaysFee: body.guestPaysFee,
      };
      try {
        await db.transaction(async (tx) => {
          if (slugChanged) await updateEventSlug(tx, eventId, body.slug);
          await saveEventSettings(tx, eventId, values);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugInUse();
        throw error;
      }
      await changed(eventId);
      return {
        success: true,
        message: messages.success.settingsSaved,
        settings: await readSettings(eventId),
      };
    },

    /* ---------- host: 'Páginas Personalizadas' ---------- */

    async customPages(eventId: number): Promise<ListCustomPagesResponse> {
      const [allowance, pages] = await Promise.all([
        pageAllowanceOf(db, eventId),
        pagesOf(db, eventId),
      ]);
      return { success: true, ...allowance, pages };
    },

    async createCustomPage(
      eventId: number,
      body: CustomPageBody,
    ): Promise<SaveCustomPageResponse> {
      const page = await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const { limit } = await requirePagesEnabled(tx, eventId);
        const { pages, lastPosition } = await countAndLastPosition(tx, eventId);
        if (pages >= limit)
          throw new AppError(
            'CONFLICT',
            messages.server.customPagesLimitReached(String(limit)),
          );
        return insertCustomPage(tx, eventId, lastPosition + 1, body);
      });
      await changed(eventId);
      return {
        success: true,
        message: messages.server.customPageCreated,
        page: toPage(page),
        pages: await pagesOf(db, eventId),
      };
    },

    async updateCustomPage(
      eventId: number,
      pageId: number,
      body: CustomPageBody,
    ): Promise<SaveCustomPageResponse> {
      await requirePagesEnabled(db, eventId);
      const page = await updateCustomPage(db, eventId, pageId, body);
      if (!page) throw pageNotFound();
      await changed(eventId);
      return {
        success: true,
        message: messages.server.customPageUpdated,
        page: toPage(page),
        pages: await pagesOf(db, eventId),
      };
    },

    async removeCustomPage(
      eventId: number,
      pageId: number,
    ): Promise<RemoveCustomPageResponse> {
      await requirePagesEnabled(db, eventId);
      if (!(await deleteCustomPage(db, eventId, pageId))) throw pageNotFound();
      await changed(eventId);
      return {
        success: true,
        message: messages.server.customPageRemoved,
        pages: await pagesOf(db, eventId),
      };
    },

    /* ---------- back office ---------- */

    async adminList(
      query: ListAdminEventsQuery,
    ): Promise<ListAdminEventsResponse> {
      const { rows, total } = await listEvents(
        db,
        {
          id: query.id,
          title: query.title,
          slug: query.slug,
          active:
            query.active === undefined ? undefined : query.active === 'active',
          dateFilterType: query.dateFilterType ?? 'createdAt',
          startDate: query.startDate,
          endDate: query.endDate,
        },
        pageSlice(query),
      );
      return {
        success: true,
        events: rows.map(({ firstName, lastName, ...event }) => ({
          ...event,
          createdAt: event.createdAt.toISOString(),
          updatedAt: event.updatedAt.toISOString(),
          user: { firstName, lastName },
        })),
        total,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    async adminGet(id: number): Promise<GetAdminEventResponse> {
      const row = await findEvent(db, id);
      if (!row) throw eventNotFound();
      return {
        success: true,
        event: {
          ...row.event,
          createdAt: row.event.createdAt.toISOString(),
          updatedAt: row.event.updatedAt.toISOString(),
          details: row.details ?? EMPTY_DETAILS,
          user: row.user,
        },
      };
    },

    /** Saves the event and its details in one transaction. */
    async adminUpdate(
      id: number,
      body: UpdateAdminEventBody,
    ): Promise<UpdateAdminEventResponse> {
      const { details, ...event } = body;
      try {
        await db.transaction(async (tx) => {
          if (!(await findEvent(tx, id))) throw eventNotFound();
          if (!(await isSlugAvailable(tx, event.slug, id))) throw slugInUse();
          if (
            event.eventCategoryId &&
            !(await categoryExists(tx, event.eventCategoryId))
          )
            throw new AppError(
              'VALIDATION',
              messages.server.eventCategoryNotFound,
              {
                eventCategoryId: [messages.server.eventCategoryNotFound],
              },
            );
          await updateEvent(tx, id, event);
          await saveEventDetails(tx, id, details);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'events_slug_key')) throw slugInUse();
        throw error;
      }
      await changed(id);
      return { success: true, message: messages.success.eventUpdated };
    },
  };
}
