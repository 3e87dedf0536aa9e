import {
  type FindInvitationBody,
  type FindInvitationResponse,
  invitationMessages as m,
} from '@celebra/contracts';
import {
  type Db,
  foldedText,
  fullName,
  guests,
  invitations,
} from '@celebra/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { foldText } from '../../lib/text-search';

export type InvitationFinder = ReturnType<typeof createInvitationFinder>;

/** A person's full name as the search compares it: folded, single spaces. */
const searchedName = (firstName: string, lastName: string) =>
  foldText(`${firstName} ${lastName}`.replace(/\s+/g, ' ').trim());

/**
 * 'Encontre seu convite': the household of a member whose full name is exactly the one typed
 * (accents and case ignored; the index on the folded full name serves it). Anything else — no
 * such member, or members of two households with that name — is the same 404, so the search
 * tells nothing about the list.
 */
export function createInvitationFinder(deps: { db: Db }) {
  const { db } = deps;
  return {
    async find(
      eventId: number,
      body: FindInvitationBody,
    ): Promise<FindInvitationResponse> {
      const matches = await db
        .selectDistinct({ invitationId: guests.invitationId })
        .from(guests)
        .where(
          and(
            eq(guests.eventId, eventId),
            sql`${foldedText(fullName(guests.firstName, guests.lastName))} = ${searchedName(body.firstName, body.lastName)}`,
          ),
        )
        .limit(2);
      const [match] = matches;
      if (!match || matches.length > 1)
        throw new AppError('NOT_FOUND', m.notFoundByName);
      const [invitation] = await db
        .select({ code: invitations.code })
        .from(invitations)
        .where(eq(invitations.id, match.invitationId));
      if (!invitation) throw new AppError('NOT_FOUND', m.notFoundByName);
      const members = await db
        .select({ firstName: guests.firstName })
        .from(guests)
        .where(eq(guests.invitationId, match.invitationId))
        .orderBy(asc(guests.position), asc(guests.id));
      return {
        code: invitation.code,
        firstNames: members.map((member) => member.firstName),
      };
    },
  };
}
