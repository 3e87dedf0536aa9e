import { timingSafeEqual } from 'node:crypto';
import {
  type DbOrTx,
  eventDetails,
  events,
  eventSettings,
  guests,
  invitationCodeHash,
  invitations,
  rsvpAnswers,
  rsvpQuestions,
  type Tx,
} from '@celebra/db';
import { and, asc, eq, sql } from 'drizzle-orm';

/** The same code, compared in constant time (the lengths first: they are not secret). */
function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The invitation of a personal code on the active event of `slug`, with the event's RSVP
 * dates: found by the code's hash, then the code itself compared in constant time. Undefined
 * for an unknown or regenerated code, another event's code, or an inactive event.
 */
export async function findInvitationByCode(
  db: DbOrTx,
  slug: string,
  code: string,
) {
  const [row] = await db
    .select({
      id: invitations.id,
      eventId: invitations.eventId,
      name: invitations.name,
      code: invitations.code,
      maxCompanions: invitations.maxCompanions,
      answeredAt: invitations.answeredAt,
      eventTitle: events.title,
      deadline: eventSettings.rsvpDeadline,
      eventDate: eventDetails.eventDate,
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(
      and(
        eq(invitations.codeHash, invitationCodeHash(code)),
        eq(events.slug, slug.trim().toLowerCase()),
        eq(events.active, true),
      ),
    );
  if (!row || !sameCode(row.code, code)) return undefined;
  return {
    ...row,
    deadline: row.deadline ?? null,
    eventDate: row.eventDate ?? null,
  };
}

export type CodeInvitation = NonNullable<
  Awaited<ReturnType<typeof findInvitationByCode>>
>;

/** The members in their order: the first holds the household's companions and message. */
export function listMembers(db: DbOrTx, invitationId: number) {
  return db
    .select({
      id: guests.id,
      firstName: guests.firstName,
      lastName: guests.lastName,
      isChild: guests.isChild,
      attending: guests.attending,
      companionNames: guests.companionNames,
      note: guests.note,
    })
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .orderBy(asc(guests.position), asc(guests.id));
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The event's questions in the host's order. */
export function listQuestions(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: rsvpQuestions.id,
      position: rsvpQuestions.position,
      label: rsvpQuestions.label,
      kind: rsvpQuestions.kind,
      options: rsvpQuestions.options,
      required: rsvpQuestions.required,
    })
    .from(rsvpQuestions)
    .where(eq(rsvpQuestions.eventId, eventId))
    .orderBy(asc(rsvpQuestions.position), asc(rsvpQuestions.id));
}

export type QuestionRow = Awaited<ReturnType<typeof listQuestions>>[number];

export function listAnswers(db: DbOrTx, invitationId: number) {
  return db
    .select({ questionId: rsvpAnswers.questionId, values: rsvpAnswers.values })
    .from(rsvpAnswers)
    .where(eq(rsvpAnswers.invitationId, invitationId))
    .orderBy(asc(rsvpAnswers.questionId));
}

/** Reopened within this, the link's last opening is not written again. */
const OPENED_PRECISION = sql`interval '1 minute'`;

/**
 * The link was opened now: the first time is kept. A reload within a minute writes nothing:
 * each write is a commit to flush, several times the page's reads at scale.
 */
export async function recordOpened(db: DbOrTx, invitationId: number) {
  await db
    .update(invitations)
    .set({
      firstOpenedAt: sql`coalesce(${invitations.firstOpenedAt}, now())`,
      lastOpenedAt: sql`now()`,
    })
    .where(
      and(
        eq(invitations.id, invitationId),
        sql`(${invitations.lastOpenedAt} is null or ${invitations.lastOpenedAt} < now() - ${OPENED_PRECISION})`,
      ),
    );
}

/** Holds the invitation until the transaction ends: two answers at once apply one after the other. */
export async function lockInvitation(tx: Tx, invitationId: number) {
  await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .for('update');
}

/** What one answer writes: each member's attendance, the first member's companions and message. */
export interface SavedAnswer {
  members: { id: number; attending: boolean }[];
  firstMemberId: number;
  companionNames: string[];
  message: string | null;
  answers: { questionId: number; values: string[] }[];
}

/** Replaces the household's answer: members, questions' answers, answered now. */
export async function saveAnswer(
  tx: Tx,
  invitationId: number,
  answer: SavedAnswer,
) {
  for (const member of answer.members) {
    const first = member.id === answer.firstMemberId;
    await tx
      .update(guests)
      .set({
        attending: member.attending,
        companions: first ? answer.companionNames.length : 0,
        companionNames: first ? answer.companionNames : [],
        note: first ? answer.message : null,
      })
      .where(
        and(eq(guests.id, member.id), eq(guests.invitationId, invitationId)),
      );
  }
  await tx
    .delete(rsvpAnswers)
    .where(eq(rsvpAnswers.invitationId, invitationId));
  if (answer.answers.length > 0)
    await tx.insert(rsvpAnswers).values(
      answer.answers.map(({ questionId, values }) => ({
        invitationId,
        questionId,
        values,
      })),
    );
  await tx
    .update(invitations)
    .set({ answeredAt: sql`now()` })
    .where(eq(invitations.id, invitationId));
}
