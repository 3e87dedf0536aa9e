import { recordActivity } from '../../lib/activity';
import {
  type DoorList,
  type HostInvitation,
  invitationMessages,
  invitationState,
  type InvitationSummary,
  type ListInvitationsResponse,
  type ParsedInvitationBody,
} from '@celebra/contracts';
import {
  type Db,
  guests,
  invitations,
  newInvitationCode,
  oneRow,
  orders,
  type Tx,
} from '@celebra/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { pageSlice } from '../../lib/paging';
import { foldText } from '../../lib/text-search';
import { hostInvitation, hostInvitations, noGifts } from './invitation-view';
import {
  countInvitations,
  findInvitation,
  giftsOf,
  type InvitationFilters,
  invitationColumns,
  listDoorInvitations,
  listInvitationsPage,
  listMembers,
  lockInvitationList,
  markGiftsThanked,
} from './invitations.repository';

export type InvitationsService = ReturnType<typeof createInvitationsService>;

export const invitationNotFound = () =>
  new AppError('NOT_FOUND', invitationMessages.invitationNotFound);

const linkTargetInvalid = () =>
  new AppError('CONFLICT', invitationMessages.linkTargetInvalid);

const tooManyCompanions = (max: number) =>
  new AppError('UNPROCESSABLE', invitationMessages.tooManyCompanions(max));

const sameName = (
  a: { firstName: string; lastName: string },
  b: { firstName: string; lastName: string },
) =>
  foldText(`${a.firstName} ${a.lastName}`.trim()) ===
  foldText(`${b.firstName} ${b.lastName}`.trim());

async function requireInvitation(tx: Db | Tx, eventId: number, id: number) {
  const row = await findInvitation(tx, eventId, id);
  if (!row) throw invitationNotFound();
  return row;
}

/**
 * The host's invitations (households) of an event: the list and its counts, the door list,
 * editing an invitation and its members, its link, its marks, and the answers to review.
 * Callers have checked the event is the caller's.
 */
export function createInvitationsService(deps: { db: Db }) {
  const { db } = deps;

  async function view(eventId: number, invitationId: number) {
    return hostInvitation(
      db,
      await requireInvitation(db, eventId, invitationId),
    );
  }

  return {
    async list(
      eventId: number,
      query: InvitationFilters & { page: number; limit: number },
    ): Promise<ListInvitationsResponse> {
      const { rows, total } = await listInvitationsPage(
        db,
        eventId,
        query,
        pageSlice(query),
      );
      return {
        items: await hostInvitations(db, rows),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async summary(eventId: number): Promise<InvitationSummary> {
      const counts = await countInvitations(db, eventId);
      const attending = counts.attendingMembers + counts.companions;
      return {
        invitations: counts.invitations,
        invited: counts.members + counts.companionsAllowed,
        answered: counts.answered,
        attending,
        declined: counts.declined,
        adults: attending - counts.attendingChildren,
        children: counts.attendingChildren,
        awaiting: counts.awaiting,
        notSent: counts.notSent,
        sent: counts.sent,
        opened: counts.opened,
        review: counts.review,
        groups: counts.groups,
      };
    },

    async doorList(eventId: number): Promise<DoorList> {
      const rows = await listDoorInvitations(db, eventId);
      const entries: DoorList['entries'] = [];
      let entry: DoorList['entries'][number] | undefined;
      let entryId: number | undefined;
      for (const row of rows) {
        if (!entry || entryId !== row.invitationId) {
          entryId = row.invitationId;
          entry = {
            invitationName: row.invitationName,
            groupName: row.groupName,
            people: [],
            companionNames: [],
            headcount: 0,
          };
          entries.push(entry);
        }
        entry.people.push({
          name: `${row.firstName} ${row.lastName}`.trim(),
          isChild: row.isChild,
        });
        entry.companionNames.push(...row.companionNames);
        entry.headcount += 1 + row.companions;
      }
      return {
        entries,
        headcount: entries.reduce((sum, entry) => sum + entry.headcount, 0),
      };
    },

    async add(
      eventId: number,
      actorId: number,
      body: ParsedInvitationBody,
    ): Promise<HostInvitation> {
      const id = await db.transaction(async (tx) => {
        const created = oneRow(
          await tx
            .insert(invitations)
            .values({
              eventId,
              name: body.name,
              groupName: body.groupName,
              maxCompanions: body.maxCompanions,
              phoneNumber: body.phoneNumber,
              email: body.email,
              source: 'host',
              ...newInvitationCode(),
            })
            .returning({ id: invitations.id }),
        );
        await tx.insert(guests).values(
          body.members.map((member, position) => ({
            eventId,
            invitationId: created.id,
            position,
            firstName: member.firstName,
            lastName: member.lastName,
            isChild: member.isChild,
            email: '',
            phoneNumber: '',
            attending: null,
          })),
        );
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'guest_added',
          quantity: 1,
        });
        return created.id;
      });
      return view(eventId, id);
    },

    /**
     * Members sent with their `id` keep their answer; new ones are added without one; members
     * left out are removed. 422 when fewer companions are allowed than were answered.
     */
    async update(
      eventId: number,
      invitationId: number,
      body: ParsedInvitationBody,
    ): Promise<HostInvitation> {
      await db.transaction(async (tx) => {
        await requireInvitation(tx, eventId, invitationId);
        const current = await listMembers(tx, [invitationId]);
        const currentIds = new Set(current.map((member) => member.id));
        if (
          body.members.some(
            (member) => member.id !== undefined && !currentIds.has(member.id),
          )
        )
          throw new AppError(
            'UNPROCESSABLE',
            invitationMessages.memberNotInInvitation,
          );
        const keptIds = body.members.flatMap((member) => member.id ?? []);
        const answeredCompanions = current
          .filter((member) => keptIds.includes(member.id))
          .reduce((sum, member) => sum + member.companions, 0);
        if (answeredCompanions > body.maxCompanions)
          throw tooManyCompanions(body.maxCompanions);
        await tx
          .delete(guests)
          .where(
            and(
              eq(guests.invitationId, invitationId),
              keptIds.length > 0 ? notInArray(guests.id, keptIds) : undefined,
            ),
          );
        for (const [position, member] of body.members.entries()) {
          const values = {
            position,
            firstName: member.firstName,
            lastName: member.lastName,
            isChild: member.isChild,
          };
          if (member.id === undefined)
            await tx.insert(guests).values({
              ...values,
              eventId,
              invitationId,
              email: '',
              phoneNumber: '',
              attending: null,
            });
          else
            await tx
              .update(guests)
              .set(values)
              .where(
                and(
                  eq(guests.invitationId, invitationId),
                  eq(guests.id, member.id),
                ),
              );
        }
        await tx
          .update(invitations)
          .set({
            name: body.name,
            groupName: body.groupName,
            maxCompanions: body.maxCompanions,
            phoneNumber: body.phoneNumber,
            email: body.email,
          })
          .where(eq(invitations.id, invitationId));
      });
      return view(eventId, invitationId);
    },

    /** Its members go with it; its gifts stay, anonymous. */
    async remove(eventId: number, invitationId: number) {
      const deleted = await db
        .delete(invitations)
        .where(
          and(
            eq(invitations.eventId, eventId),
            eq(invitations.id, invitationId),
          ),
        )
        .returning({ id: invitations.id });
      if (deleted.length === 0) throw invitationNotFound();
      return { success: true as const };
    },

    /** A new personal code: the old link answers 404 from now on. */
    async regenerateCode(eventId: number, invitationId: number) {
      const [row] = await db
        .update(invitations)
        .set(newInvitationCode())
        .where(
          and(
            eq(invitations.eventId, eventId),
            eq(invitations.id, invitationId),
          ),
        )
        .returning({ code: invitations.code });
      if (!row) throw invitationNotFound();
      return row;
    },

    /** Marking it sent again keeps the first time. */
    async markSent(eventId: number, invitationId: number, sent: boolean) {
      const [row] = await db
        .update(invitations)
        .set({
          sentAt: sent ? sql`coalesce(${invitations.sentAt}, now())` : null,
        })
        .where(
          and(
            eq(invitations.eventId, eventId),
            eq(invitations.id, invitationId),
          ),
        )
        .returning(invitationColumns);
      if (!row) throw invitationNotFound();
      return {
        sentAt: row.sentAt?.toISOString() ?? null,
        state: invitationState(row),
      };
    },

    async markThanked(eventId: number, invitationId: number, thanked: boolean) {
      await requireInvitation(db, eventId, invitationId);
      await markGiftsThanked(db, eventId, invitationId, thanked);
      const [gifts] = await giftsOf(db, [invitationId]);
      return {
        gifts: gifts
          ? {
              count: gifts.count,
              amount: gifts.amount,
              unthanked: gifts.unthanked,
            }
          : noGifts,
      };
    },

    /**
     * An answer to review joins another invitation: a member of the same name takes the answer,
     * else the person becomes a new member; its gifts move too, and the review invitation goes.
     */
    async link(
      eventId: number,
      invitationId: number,
      targetInvitationId: number,
    ): Promise<HostInvitation> {
      await db.transaction(async (tx) => {
        await lockInvitationList(tx, eventId);
        const source = await requireInvitation(tx, eventId, invitationId);
        const target = await findInvitation(tx, eventId, targetInvitationId);
        if (
          !source.needsReview ||
          !target ||
          target.id === source.id ||
          target.needsReview
        )
          throw linkTargetInvalid();
        const [people, members] = await Promise.all([
          listMembers(tx, [source.id]),
          listMembers(tx, [target.id]),
        ]);
        let position = members.length;
        for (const person of people) {
          const same = members.find((member) => sameName(member, person));
          const answer = {
            attending: person.attending,
            companions: person.companions,
            companionNames: person.companionNames,
            note: person.note,
          };
          if (same)
            await tx.update(guests).set(answer).where(eq(guests.id, same.id));
          else
            await tx
              .update(guests)
              .set({ invitationId: target.id, position: position++ })
              .where(eq(guests.id, person.id));
        }
        await tx
          .update(orders)
          .set({ invitationId: target.id })
          .where(
            and(
              eq(orders.eventId, eventId),
              eq(orders.invitationId, source.id),
            ),
          );
        await tx.delete(invitations).where(eq(invitations.id, source.id));
        const companions = oneRow(
          await tx
            .select({
              total: sql<number>`coalesce(sum(${guests.companions}), 0)::int`,
            })
            .from(guests)
            .where(eq(guests.invitationId, target.id)),
        ).total;
        await tx
          .update(invitations)
          .set({
            answeredAt: target.answeredAt ?? source.answeredAt,
            maxCompanions: Math.min(
              Math.max(target.maxCompanions, companions),
              20,
            ),
          })
          .where(eq(invitations.id, target.id));
      });
      return view(eventId, targetInvitationId);
    },

    /** An answer to review stays as an invitation of its own. */
    async accept(
      eventId: number,
      invitationId: number,
    ): Promise<HostInvitation> {
      const [row] = await db
        .update(invitations)
        .set({ needsReview: false })
        .where(
          and(
            eq(invitations.eventId, eventId),
            eq(invitations.id, invitationId),
          ),
        )
        .returning(invitationColumns);
      if (!row) throw invitationNotFound();
      return hostInvitation(db, row);
    },
  };
}
