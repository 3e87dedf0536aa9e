import {
  DEFAULT_EVENT_KIND,
  type GetAdminEventResponse,
  isReservedSlug,
  type ListAdminEventsQuery,
  type ListAdminEventsResponse,
  messages,
  type PublicEventDetails,
  type UpdateAdminEventBody,
  type UpdateAdminEventResponse,
} from '@celebra/contracts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  categoryExists,
  findEvent,
  isSlugTakenByOther,
  listEvents,
  saveEventDetails,
  updateEvent,
} from './admin-events.repository';

export type AdminEventsService = ReturnType<typeof createAdminEventsService>;

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

export function createAdminEventsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async list(query: ListAdminEventsQuery): Promise<ListAdminEventsResponse> {
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
        { limit: query.limit, offset: (query.page - 1) * query.limit },
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

    async get(id: number): Promise<GetAdminEventResponse> {
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

    /** Saves the event and its details in one transaction (admin §5 Event save). */
    async update(
      id: number,
      body: UpdateAdminEventBody,
    ): Promise<UpdateAdminEventResponse> {
      const { details, ...event } = body;
      try {
        await db.transaction(async (tx) => {
          if (!(await findEvent(tx, id))) throw eventNotFound();
          if (
            isReservedSlug(event.slug) ||
            (await isSlugTakenByOther(tx, event.slug, id))
          )
            throw slugInUse();
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
      return { success: true, message: messages.success.eventUpdated };
    },
  };
}
