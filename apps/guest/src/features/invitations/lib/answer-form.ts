import {
  INVITATION_MESSAGE_MAX_LENGTH,
  invitationMessages as m,
  messages,
  type PersonalAnswerBody,
  type PersonalInvitation,
  RSVP_TEXT_ANSWER_MAX_LENGTH,
  type RsvpQuestion,
} from '@celebra/contracts';
import { z } from 'zod/mini';
import { guestLimits } from '../../../config/limits';
import { requiredText } from '../../../lib/guest-form-fields';

export const questionField = (questionId: number) => `q${questionId}`;

/** 'Vai' ('yes') or 'Não vai' ('no') as the radio buttons give it; '' before the guest chose. */
const choiceOf = (attending: boolean | null) =>
  attending === null ? '' : attending ? 'yes' : 'no';

/** The form as the household last answered it (or blank). */
export const answerFormValuesOf = (
  invitation: PersonalInvitation,
): AnswerFormValues => {
  const answered = new Map(
    invitation.answers.map((answer) => [answer.questionId, answer.values]),
  );
  return {
    members: invitation.members.map((member) => ({
      id: member.id,
      attending: choiceOf(member.attending),
    })),
    companionNames: invitation.companionNames.map((name) => ({ name })),
    answers: Object.fromEntries(
      invitation.questions.map((question) => {
        const values = answered.get(question.id) ?? [];
        return [
          questionField(question.id),
          question.kind === 'multiple' ? values : (values[0] ?? ''),
        ];
      }),
    ),
    message: invitation.message ?? '',
  };
};

const answerSchemaOf = (question: RsvpQuestion) => {
  if (question.kind === 'multiple') {
    const values = z.array(z.string());
    return question.required
      ? values.check(z.minLength(1, m.answerRequired))
      : values;
  }
  // An untouched radio group reads as null.
  const value = z.pipe(
    z.nullable(z.string()),
    z.transform((text) => (text ?? '').trim()),
  );
  const checked = value.check(
    z.maxLength(RSVP_TEXT_ANSWER_MAX_LENGTH, messages.validation.tooLong),
  );
  return question.required
    ? checked.check(z.minLength(1, m.answerRequired))
    : checked;
};

/**
 * The form's rules, the contract's (same pt-BR messages): every member 'Vai' or 'Não vai', at
 * most `maxCompanions` companions each with a name, the required questions answered.
 */
export const answerFormSchema = (invitation: PersonalInvitation) =>
  z.object({
    members: z.array(
      z.object({
        id: z.number(),
        attending: z.pipe(
          z.nullable(z.string()),
          z.enum(['yes', 'no'], m.attendanceRequired),
        ),
      }),
    ),
    companionNames: z
      .array(
        z.object({
          name: requiredText(
            m.companionNameRequired,
            guestLimits.nameMaxLength,
          ),
        }),
      )
      .check(
        z.maxLength(
          invitation.maxCompanions,
          m.tooManyCompanions(invitation.maxCompanions),
        ),
      ),
    answers: z.object(
      Object.fromEntries(
        invitation.questions.map((question) => [
          questionField(question.id),
          answerSchemaOf(question),
        ]),
      ),
    ),
    message: z
      .string()
      .check(z.trim(), z.maxLength(INVITATION_MESSAGE_MAX_LENGTH)),
  });

/** The personal page's form: one field per question, named `q<id>`. */
export type AnswerFormValues = z.input<ReturnType<typeof answerFormSchema>>;
export type ParsedAnswerForm = z.output<ReturnType<typeof answerFormSchema>>;

/** The call's body: companions only when someone goes; blank answers left out. */
export const answerBodyOf = (
  invitation: PersonalInvitation,
  values: ParsedAnswerForm,
): PersonalAnswerBody => {
  const anyoneGoes = values.members.some(
    (member) => member.attending === 'yes',
  );
  return {
    members: values.members.map((member) => ({
      id: member.id,
      attending: member.attending === 'yes',
    })),
    companionNames: anyoneGoes
      ? values.companionNames.map((companion) => companion.name)
      : [],
    answers: invitation.questions.flatMap((question) => {
      const answer = values.answers[questionField(question.id)];
      const chosen = Array.isArray(answer) ? answer : answer ? [answer] : [];
      return chosen.length > 0
        ? [{ questionId: question.id, values: chosen }]
        : [];
    }),
    message: values.message,
  };
};
