import {
  adminDataViews,
  admins,
  type DbOrTx,
  events,
  privacyRequests,
} from '@celebra/db';
import { and, count, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import { type PageSlice, pageOf } from '../../lib/paging';

/** Which requests a back-office filter keeps; `lateBefore` is when a pending one becomes late. */
export function requestsMatching(
  filter: 'all' | 'pending' | 'overdue',
  lateBefore: Date,
): SQL | undefined {
  if (filter === 'pending') return isNull(privacyRequests.completedAt);
  if (filter === 'overdue')
    return and(
      isNull(privacyRequests.completedAt),
      lte(privacyRequests.requestedAt, lateBefore),
    );
  return undefined;
}

/** A page of the requests matching `where`, newest first. */
export function listPrivacyRequests(
  db: DbOrTx,
  where: SQL | undefined,
  page: PageSlice,
) {
  return pageOf(
    db
      .select({
        id: privacyRequests.id,
        kind: privacyRequests.kind,
        email: privacyRequests.email,
        requestedAt: privacyRequests.requestedAt,
        completedAt: privacyRequests.completedAt,
        outcome: privacyRequests.outcome,
      })
      .from(privacyRequests)
      .where(where)
      .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id)),
    page,
    db
      .select({ total: count() })
      .from(privacyRequests)
      .where(where)
      .then(([row]) => row?.total ?? 0),
  );
}

/** A page of the administrators' views of personal data, newest first. */
export function listAdminDataViews(db: DbOrTx, page: PageSlice) {
  return pageOf(
    db
      .select({
        id: adminDataViews.id,
        subject: adminDataViews.subject,
        viewedAt: adminDataViews.viewedAt,
        adminFirstName: admins.firstName,
        adminLastName: admins.lastName,
        adminEmail: admins.email,
        eventId: events.id,
        eventTitle: events.title,
      })
      .from(adminDataViews)
      .leftJoin(admins, eq(admins.id, adminDataViews.adminId))
      .leftJoin(events, eq(events.id, adminDataViews.eventId))
      .orderBy(desc(adminDataViews.viewedAt), desc(adminDataViews.id)),
    page,
    db
      .select({ total: count() })
      .from(adminDataViews)
      .then(([row]) => row?.total ?? 0),
  );
}

/** What an administrator was shown whole. */
export type AdminDataSubject = 'payout_destination';

/** Records that an administrator was shown `subject` of an event, now. */
export async function recordAdminDataView(
  db: DbOrTx,
  view: { adminId: number; eventId: number; subject: AdminDataSubject },
): Promise<void> {
  await db.insert(adminDataViews).values(view);
}
