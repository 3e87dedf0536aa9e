import { createHash, randomBytes } from 'node:crypto';
import { itemAt } from '@celebra/contracts';
import type { DbOrTx } from './database';
import {
  type Guest,
  guests,
  type NewGuest,
  type NewInvitation,
  invitations,
} from './schema';

/** Random bytes of a personal code: 128 bits (INVITATION_CODE_BYTES in the contracts). */
const CODE_BYTES = 16;

/** The SHA-256 (hex) an invitation is found by: the code itself is compared after, in constant time. */
export function invitationCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** A new personal code (22 base64url characters) and its hash. */
export function newInvitationCode(): { code: string; codeHash: string } {
  const code = randomBytes(CODE_BYTES).toString('base64url');
  return { code, codeHash: invitationCodeHash(code) };
}

/** What a one-person invitation takes from its guest, beyond the guest's own row. */
export type OwnInvitationValues = Pick<
  NewInvitation,
  'source' | 'needsReview' | 'answeredAt' | 'groupName'
>;

/**
 * Each guest joins a new invitation of their own, named after them, with their contacts and
 * their companions as the companions allowed: a guest added one by one (the back office, a
 * visitor's open answer, the demo, the tests).
 */
export async function insertGuestsWithOwnInvitations(
  db: DbOrTx,
  rows: readonly Omit<NewGuest, 'invitationId'>[],
  invitation: OwnInvitationValues = {},
): Promise<Guest[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(invitations)
    .values(
      rows.map((row) => ({
        ...invitation,
        eventId: row.eventId,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        phoneNumber: row.phoneNumber,
        maxCompanions: Math.min(row.companions ?? 0, 20),
        ...newInvitationCode(),
      })),
    )
    .returning({ id: invitations.id });
  return db
    .insert(guests)
    .values(
      rows.map((row, index) => ({
        ...row,
        invitationId: itemAt(created, index).id,
      })),
    )
    .returning();
}
