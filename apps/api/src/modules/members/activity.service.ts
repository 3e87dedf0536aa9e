import type {
  ListEventActivityQuery,
  ListEventActivityResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { pageSlice } from '../../lib/paging';
import { listActivities } from './activity.repository';

export type ActivityService = ReturnType<typeof createActivityService>;

/** An event's activity list, for its members (`activity` permission) and the back office. */
export function createActivityService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(
      eventId: number,
      query: ListEventActivityQuery,
    ): Promise<ListEventActivityResponse> {
      const { rows, total } = await listActivities(
        db,
        eventId,
        pageSlice(query),
      );
      return {
        success: true,
        total,
        activities: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
