import {
  invitationMessages,
  RSVP_QUESTIONS_MAX,
  type RsvpQuestion,
  type RsvpQuestionAnswers,
  type rsvpQuestionBodySchema,
} from '@celebra/contracts';
import {
  type Db,
  type DbOrTx,
  invitations,
  oneRow,
  rsvpAnswers,
  rsvpQuestions,
} from '@celebra/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { lockInvitationList } from './invitations.repository';

type QuestionBody = z.output<typeof rsvpQuestionBodySchema>;

const questionColumns = {
  id: rsvpQuestions.id,
  position: rsvpQuestions.position,
  label: rsvpQuestions.label,
  kind: rsvpQuestions.kind,
  options: rsvpQuestions.options,
  required: rsvpQuestions.required,
};

const questionNotFound = () =>
  new AppError('NOT_FOUND', invitationMessages.questionNotFound);

const ofEvent = (eventId: number, questionId: number) =>
  and(eq(rsvpQuestions.eventId, eventId), eq(rsvpQuestions.id, questionId));

/** The event's questions in the order the form shows them. */
export function listRsvpQuestions(db: DbOrTx, eventId: number) {
  return db
    .select(questionColumns)
    .from(rsvpQuestions)
    .where(eq(rsvpQuestions.eventId, eventId))
    .orderBy(asc(rsvpQuestions.position), asc(rsvpQuestions.id));
}

export type RsvpQuestionsService = ReturnType<
  typeof createRsvpQuestionsService
>;

/** The host's questions on the answer form (at most 10) and what the households answered. */
export function createRsvpQuestionsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async list(eventId: number) {
      return { items: await listRsvpQuestions(db, eventId) };
    },

    /** 409 past the 10th question. */
    async add(eventId: number, body: QuestionBody): Promise<RsvpQuestion> {
      return db.transaction(async (tx) => {
        await lockInvitationList(tx, eventId);
        const { count, next } = oneRow(
          await tx
            .select({
              count: sql<number>`count(*)::int`,
              next: sql<number>`coalesce(max(${rsvpQuestions.position}) + 1, 0)::int`,
            })
            .from(rsvpQuestions)
            .where(eq(rsvpQuestions.eventId, eventId)),
        );
        if (count >= RSVP_QUESTIONS_MAX)
          throw new AppError('CONFLICT', invitationMessages.tooManyQuestions);
        return oneRow(
          await tx
            .insert(rsvpQuestions)
            .values({ ...body, eventId, position: next })
            .returning(questionColumns),
        );
      });
    },

    /**
     * Answers keep the values that are still options; a question that changes kind loses its
     * answers (they meant something else).
     */
    async update(
      eventId: number,
      questionId: number,
      body: QuestionBody,
    ): Promise<RsvpQuestion> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select(questionColumns)
          .from(rsvpQuestions)
          .where(ofEvent(eventId, questionId))
          .for('update');
        if (!current) throw questionNotFound();
        const ofQuestion = eq(rsvpAnswers.questionId, questionId);
        if (current.kind !== body.kind)
          await tx.delete(rsvpAnswers).where(ofQuestion);
        else if (body.kind !== 'text') {
          const options = sql`array[${sql.join(
            body.options.map((option) => sql`${option}`),
            sql`, `,
          )}]::text[]`;
          await tx
            .update(rsvpAnswers)
            .set({
              values: sql`array(select v from unnest(${rsvpAnswers.values}) with ordinality as a(v, n) where v = any(${options}) order by n)`,
            })
            .where(ofQuestion);
          if (body.kind === 'single')
            await tx
              .delete(rsvpAnswers)
              .where(
                and(ofQuestion, sql`cardinality(${rsvpAnswers.values}) = 0`),
              );
        }
        return oneRow(
          await tx
            .update(rsvpQuestions)
            .set(body)
            .where(ofEvent(eventId, questionId))
            .returning(questionColumns),
        );
      });
    },

    /** The questions named come first, in that order; the others follow as they were. */
    async order(eventId: number, ids: number[]) {
      return db.transaction(async (tx) => {
        await lockInvitationList(tx, eventId);
        const current = await listRsvpQuestions(tx, eventId);
        const known = new Set(current.map((question) => question.id));
        if (ids.some((id) => !known.has(id))) throw questionNotFound();
        const ordered = [
          ...new Set([...ids, ...current.map((question) => question.id)]),
        ];
        for (const [position, id] of ordered.entries())
          await tx
            .update(rsvpQuestions)
            .set({ position })
            .where(ofEvent(eventId, id));
        return { items: await listRsvpQuestions(tx, eventId) };
      });
    },

    /** Its answers go with it. */
    async remove(eventId: number, questionId: number) {
      const deleted = await db
        .delete(rsvpQuestions)
        .where(ofEvent(eventId, questionId))
        .returning({ id: rsvpQuestions.id });
      if (deleted.length === 0) throw questionNotFound();
      return { success: true as const };
    },

    /** Per question: how many answered, the count of each option, or each household's text. */
    async answers(eventId: number): Promise<RsvpQuestionAnswers> {
      const questions = await listRsvpQuestions(db, eventId);
      const ids = questions.map((question) => question.id);
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({
                questionId: rsvpAnswers.questionId,
                values: rsvpAnswers.values,
                invitationId: invitations.id,
                invitationName: invitations.name,
              })
              .from(rsvpAnswers)
              .innerJoin(
                invitations,
                eq(invitations.id, rsvpAnswers.invitationId),
              )
              .where(inArray(rsvpAnswers.questionId, ids))
              .orderBy(asc(invitations.name), asc(invitations.id));
      return {
        items: questions.map((question) => {
          const answers = rows.filter((row) => row.questionId === question.id);
          return {
            question,
            answered: answers.length,
            options: question.options.map((option) => ({
              option,
              count: answers.filter((row) => row.values.includes(option))
                .length,
            })),
            texts:
              question.kind === 'text'
                ? answers.flatMap((row) =>
                    row.values
                      .filter((text) => text !== '')
                      .map((text) => ({
                        invitationId: row.invitationId,
                        invitationName: row.invitationName,
                        text,
                      })),
                  )
                : [],
          };
        }),
      };
    },
  };
}
