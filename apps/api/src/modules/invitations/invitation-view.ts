import {
  type HostInvitation,
  type InvitationGifts,
  invitationState,
} from '@celebra/contracts';
import { type DbOrTx, oneRow } from '@celebra/db';
import {
  giftsOf,
  type InvitationRow,
  listMembers,
  type MemberRow,
  type PendingResponseRow,
  pendingResponsesOf,
} from './invitations.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const noGifts: InvitationGifts = { count: 0, amount: 0, unthanked: 0 };

function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key) {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

function toHostInvitation(
  row: InvitationRow,
  members: readonly MemberRow[],
  pending: ReadonlyMap<number, PendingResponseRow[]>,
  gifts: InvitationGifts,
): HostInvitation {
  return {
    id: row.id,
    name: row.name,
    groupName: row.groupName,
    maxCompanions: row.maxCompanions,
    phoneNumber: row.phoneNumber,
    email: row.email,
    code: row.code,
    source: row.source,
    needsReview: row.needsReview,
    state: invitationState(row),
    sentAt: iso(row.sentAt),
    firstOpenedAt: iso(row.firstOpenedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
    answeredAt: iso(row.answeredAt),
    reminderSentAt: iso(row.reminderSentAt),
    members: members.map((member) => ({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      isChild: member.isChild,
      attending: member.attending,
      companions: member.companions,
      companionNames: member.companionNames,
      pendingResponses: (pending.get(member.id) ?? []).map((response) => ({
        id: response.id,
        firstName: response.firstName,
        lastName: response.lastName,
        email: response.email,
        phoneNumber: response.phoneNumber,
        attending: response.attending,
        companions: response.companions,
        companionNames: response.companionNames,
        message: response.message,
        createdAt: response.createdAt.toISOString(),
      })),
    })),
    message: members[0]?.note ?? null,
    gifts,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The host's view of these invitations, in their order: three set-based reads (members, gifts,
 * pending answers) whatever their number.
 */
export async function hostInvitations(
  db: DbOrTx,
  rows: readonly InvitationRow[],
): Promise<HostInvitation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [members, gifts, pending] = await Promise.all([
    listMembers(db, ids),
    giftsOf(db, ids),
    pendingResponsesOf(db, ids),
  ]);
  const membersOf = groupBy(members, (member) => member.invitationId);
  const giftsById = new Map(gifts.map((gift) => [gift.invitationId, gift]));
  const pendingOf = groupBy(pending, (response) => response.guestId);
  return rows.map((row) => {
    const gift = giftsById.get(row.id);
    return toHostInvitation(
      row,
      membersOf.get(row.id) ?? [],
      pendingOf,
      gift
        ? { count: gift.count, amount: gift.amount, unthanked: gift.unthanked }
        : noGifts,
    );
  });
}

export async function hostInvitation(
  db: DbOrTx,
  row: InvitationRow,
): Promise<HostInvitation> {
  return oneRow(await hostInvitations(db, [row]));
}
