import {
  type Db,
  guests,
  invitations,
  newInvitationCode,
  type NewInvitation,
  oneRow,
  rsvpQuestions,
  type NewRsvpQuestion,
} from '@celebra/db';

/** A household of the list, its members (not answered yet) and its personal code. */
export async function createInvitation(
  db: Db,
  eventId: number,
  options: {
    name?: string;
    members?: { firstName: string; lastName: string; isChild?: boolean }[];
  } & Partial<Omit<NewInvitation, 'eventId' | 'name'>> = {},
) {
  const { members: people, name, ...values } = options;
  const { code, codeHash } = newInvitationCode();
  const invitation = oneRow(
    await db
      .insert(invitations)
      .values({
        eventId,
        name: name ?? 'Família Souza',
        code,
        codeHash,
        ...values,
      })
      .returning(),
  );
  const members = await db
    .insert(guests)
    .values(
      (
        people ?? [
          { firstName: 'Ana', lastName: 'Souza' },
          { firstName: 'Bruno', lastName: 'Souza' },
        ]
      ).map((person, position) => ({
        eventId,
        invitationId: invitation.id,
        position,
        firstName: person.firstName,
        lastName: person.lastName,
        isChild: person.isChild ?? false,
        email: '',
        phoneNumber: '',
        attending: null,
      })),
    )
    .returning({ id: guests.id });
  return { invitation, code, members };
}

/** One of the host's questions. */
export async function createQuestion(
  db: Db,
  eventId: number,
  values: Omit<NewRsvpQuestion, 'eventId'>,
) {
  return oneRow(
    await db
      .insert(rsvpQuestions)
      .values({ eventId, ...values })
      .returning(),
  );
}
