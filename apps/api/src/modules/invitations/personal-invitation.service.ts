import {
  invitationMessages as m,
  type PersonalAnswerBody,
  type PersonalInvitation,
  personalAnswerBodySchema,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors/app-error';
import { eventMembersWith } from '../../lib/event-members';
import { enqueueMail } from '../../mail/outbox';
import { attendanceMail } from '../guests/attendance-mail';
import { closingDay, rsvpClosed } from './personal-invitation.deadline';
import {
  type CodeInvitation,
  findInvitationByCode,
  listAnswers,
  listMembers,
  listQuestions,
  lockInvitation,
  type MemberRow,
  type QuestionRow,
  recordOpened,
  saveAnswer,
} from './personal-invitation.repository';

type ParsedAnswer = z.output<typeof personalAnswerBodySchema>;
export type { PersonalAnswerBody };

export type PersonalInvitationService = ReturnType<
  typeof createPersonalInvitationService
>;

const notFound = () => new AppError('NOT_FOUND', m.invitationNotFound);
const unprocessable = (field: string, message: string) =>
  fieldError('UNPROCESSABLE', field, message);

/** Each member exactly once, and nobody else's. */
function checkMembers(members: MemberRow[], answer: ParsedAnswer) {
  const ids = new Set(members.map((member) => member.id));
  const answered = new Set<number>();
  for (const member of answer.members) {
    if (!ids.has(member.id) || answered.has(member.id))
      throw unprocessable('members', m.memberNotInInvitation);
    answered.add(member.id);
  }
  if (answered.size !== ids.size)
    throw unprocessable('members', m.attendanceRequired);
}

/**
 * The answers of the questions: each one of the event's, at most once; required ones answered;
 * a choice among the options (exactly one for 'single'); empty answers left out.
 */
function checkedAnswers(questions: QuestionRow[], answer: ParsedAnswer) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, string[]>();
  for (const { questionId, values } of answer.answers) {
    const question = byId.get(questionId);
    if (!question || given.has(questionId))
      throw unprocessable('answers', m.questionNotFound);
    given.set(
      questionId,
      values.filter((value) => value !== ''),
    );
  }
  return questions.flatMap((question) => {
    const values = given.get(question.id) ?? [];
    const field = `answers.${question.id}`;
    if (values.length === 0) {
      if (question.required) throw unprocessable(field, m.answerRequired);
      return [];
    }
    if (question.kind === 'text') {
      if (values.length !== 1)
        throw unprocessable(field, m.answerInvalidOption);
      return [{ questionId: question.id, values }];
    }
    const chosen = new Set(values);
    const valid =
      chosen.size === values.length &&
      values.every((value) => question.options.includes(value)) &&
      (question.kind === 'multiple' || values.length === 1);
    if (!valid) throw unprocessable(field, m.answerInvalidOption);
    return [{ questionId: question.id, values }];
  });
}

/**
 * A household's personal page (`/<slug>/c/<code>`) and its answer. The code is the proof: the
 * site password is not asked. Nothing of other households, and no contact, is ever answered.
 */
export function createPersonalInvitationService(deps: {
  db: Db;
  /** Link to the hosts' list, in the couple's e-mail of each answer. */
  confirmationsUrl: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function open(slug: string, code: string): Promise<CodeInvitation> {
    const invitation = await findInvitationByCode(db, slug, code);
    if (!invitation) throw notFound();
    return invitation;
  }

  async function pageOf(
    invitation: CodeInvitation,
  ): Promise<PersonalInvitation> {
    const [members, questions, answers] = await Promise.all([
      listMembers(db, invitation.id),
      listQuestions(db, invitation.eventId),
      listAnswers(db, invitation.id),
    ]);
    const first = members[0];
    return {
      name: invitation.name,
      members: members.map(
        ({ id, firstName, lastName, isChild, attending }) => ({
          id,
          firstName,
          lastName,
          isChild,
          attending,
        }),
      ),
      maxCompanions: invitation.maxCompanions,
      companionNames: first?.companionNames ?? [],
      questions,
      answers,
      message: first?.note ?? null,
      answeredAt: invitation.answeredAt?.toISOString() ?? null,
      deadline: invitation.deadline,
      closed: rsvpClosed(invitation, now()),
    };
  }

  return {
    /** The page; records when the link was opened (the first time kept). */
    async view(slug: string, code: string): Promise<PersonalInvitation> {
      const invitation = await open(slug, code);
      await recordOpened(db, invitation.id);
      return pageOf(invitation);
    },

    /**
     * Replaces the household's answer (attendance per member, companions, questions, message)
     * and tells the couple by e-mail, in one transaction. 403 after the deadline; 422 with a
     * pt-BR message for an answer that does not fit the invitation.
     */
    async answer(
      slug: string,
      code: string,
      body: ParsedAnswer,
    ): Promise<PersonalInvitation> {
      const invitation = await open(slug, code);
      if (rsvpClosed(invitation, now()))
        throw new AppError(
          'FORBIDDEN',
          m.deadlinePassed(closingDay(invitation)),
        );
      await db.transaction(async (tx) => {
        await lockInvitation(tx, invitation.id);
        const [members, questions] = await Promise.all([
          listMembers(tx, invitation.id),
          listQuestions(tx, invitation.eventId),
        ]);
        checkMembers(members, body);
        const [first] = members;
        if (!first) throw notFound();
        const attending = body.members.some((member) => member.attending);
        const companionNames = attending ? body.companionNames : [];
        if (companionNames.length > invitation.maxCompanions)
          throw unprocessable(
            'companionNames',
            m.tooManyCompanions(invitation.maxCompanions),
          );
        const answers = checkedAnswers(questions, body);
        await saveAnswer(tx, invitation.id, {
          members: body.members,
          firstMemberId: first.id,
          companionNames,
          message: body.message,
          answers,
        });
        const couple = (await eventMembersWith(tx, invitation.eventId)).filter(
          (member) => member.role !== 'assistant',
        );
        await enqueueMail(
          tx,
          ...couple.map((host) =>
            attendanceMail(
              {
                guestName: invitation.name,
                attending,
                companionNames,
                message: body.message,
                eventTitle: host.eventTitle,
              },
              host,
              deps.confirmationsUrl,
            ),
          ),
        );
      });
      return pageOf((await findInvitationByCode(db, slug, code)) ?? invitation);
    },
  };
}
