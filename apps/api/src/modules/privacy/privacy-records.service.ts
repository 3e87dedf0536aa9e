import {
  type ListAdminDataViewsQuery,
  type ListAdminDataViewsResponse,
  type ListPrivacyRequestsQuery,
  type ListPrivacyRequestsResponse,
  PRIVACY_REQUEST_DEADLINE_DAYS,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { pageSlice } from '../../lib/paging';
import {
  listAdminDataViews,
  listPrivacyRequests,
  requestsMatching,
} from './privacy-records.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const wholeDaysBetween = (from: Date, to: Date) =>
  Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/**
 * The back office's records of processing: the data requests, to show each was answered within
 * 15 days, and the administrators' views of whole payout destinations.
 */
export function createPrivacyRecordsService(deps: {
  db: Db;
  now?: () => Date;
}) {
  const { db, now = () => new Date() } = deps;
  return {
    async requests(
      query: ListPrivacyRequestsQuery,
    ): Promise<ListPrivacyRequestsResponse> {
      const at = now();
      const lateBefore = new Date(
        at.getTime() - PRIVACY_REQUEST_DEADLINE_DAYS * DAY_MS,
      );
      const { rows, total } = await listPrivacyRequests(
        db,
        requestsMatching(query.status, lateBefore),
        pageSlice(query),
      );
      return {
        success: true,
        total,
        requests: rows.map((row) => ({
          ...row,
          requestedAt: row.requestedAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
          daysTaken: wholeDaysBetween(row.requestedAt, row.completedAt ?? at),
          overdue: row.completedAt === null && row.requestedAt <= lateBefore,
        })),
      };
    },

    async dataViews(
      query: ListAdminDataViewsQuery,
    ): Promise<ListAdminDataViewsResponse> {
      const { rows, total } = await listAdminDataViews(db, pageSlice(query));
      return {
        success: true,
        total,
        views: rows.map((row) => ({
          id: row.id,
          subject: row.subject,
          viewedAt: row.viewedAt.toISOString(),
          admin:
            row.adminEmail === null
              ? null
              : {
                  name: `${row.adminFirstName ?? ''} ${row.adminLastName ?? ''}`.trim(),
                  email: row.adminEmail,
                },
          event:
            row.eventId === null
              ? null
              : { id: row.eventId, title: row.eventTitle ?? '' },
        })),
      };
    },
  };
}

export type PrivacyRecordsService = ReturnType<
  typeof createPrivacyRecordsService
>;
