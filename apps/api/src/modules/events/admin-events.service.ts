import {
  adminTexts,
  type GetAdminEventResponse,
  type ListAdminEventsQuery,
  type ListAdminEventsResponse,
  type UpdateAdminEventBody,
  type UpdateAdminEventResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { isUniqueViolation } from '@celebra/db';
import { fieldError } from '../../errors/app-error';
import { pageSlice } from '../../lib/paging';
import {
  categoryExists,
  findEvent,
  listEvents,
  updateEvent,
} from './admin-events.repository';
import { EMPTY_DETAILS } from './event-details.service';
import { saveEventDetails } from './event-details.repository';
import { eventNotFound, slugInUse } from './event-errors';
import { isSlugAvailable } from './event-slug';
import type { EventWriterDeps } from './event-writer-deps';

export type AdminEventsService = ReturnType<typeof createAdminEventsService>;

/** The back office's view of the events: the list, an event, and its save. */
export function createAdminEventsService({
  db,
  publicEvents,
}: EventWriterDeps) {
  return {
    async adminList(
      query: ListAdminEventsQuery,
    ): Promise<ListAdminEventsResponse> {
      const {
        rows,
        total: { total, totalIsLowerBound },
      } = await listEvents(
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
        totalIsLowerBound,
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
            throw fieldError(
              'VALIDATION',
              'eventCategoryId',
              apiTexts.server.eventCategoryNotFound,
            );
          await updateEvent(tx, id, event);
          await saveEventDetails(tx, id, details);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'events_slug_key')) throw slugInUse();
        throw error;
      }
      await publicEvents.changed(id);
      return { success: true, message: adminTexts.success.eventUpdated };
    },
  };
}
