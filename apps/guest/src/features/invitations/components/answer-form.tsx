import { getErrorMessage } from '@celebra/api-client';
import {
  INVITATION_MESSAGE_MAX_LENGTH,
  invitationGuestTexts as t,
  type PersonalInvitation,
} from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Button, TextAreaField, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAnswerInvitation } from '../api/personal-invitation';
import {
  answerBodyOf,
  answerFormSchema,
  answerFormValuesOf,
  type AnswerFormValues,
  type ParsedAnswerForm,
  questionField,
} from '../lib/answer-form';
import { ChoiceGroup } from './choice-group';
import { CompanionFields } from './companion-fields';
import { QuestionField } from './question-field';

const attendingOptions = [
  { value: 'yes', label: t.attending },
  { value: 'no', label: t.notAttending },
];

export type AnswerFormProps = {
  slug: string;
  code: string;
  invitation: PersonalInvitation;
};

/**
 * The household's answer: 'Vai' / 'Não vai' per member, the companions allowed, the hosts'
 * questions and a message; 'Enviar resposta' keeps the form open for changes until the deadline.
 */
export const AnswerForm = ({ slug, code, invitation }: AnswerFormProps) => {
  const answer = useAnswerInvitation(slug, code);
  const schema = useMemo(() => answerFormSchema(invitation), [invitation]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerFormValues, unknown, ParsedAnswerForm>({
    resolver: zodResolver(schema),
    defaultValues: answerFormValuesOf(invitation),
  });
  const members = useWatch({ control, name: 'members' });
  const anyoneMayGo = members.some((member) => member.attending !== 'no');

  const onSubmit = handleSubmit((values) =>
    answer.mutate(answerBodyOf(invitation, values)),
  );

  return (
    <form
      noValidate
      onSubmit={inBackground(onSubmit)}
      className="mt-8 flex flex-col gap-6"
    >
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">{t.membersLegend}</h2>
        {invitation.members.map((member, index) => (
          <ChoiceGroup
            key={member.id}
            legend={
              <>
                {member.firstName} {member.lastName}
                {member.isChild && ' '}
                {member.isChild && (
                  <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-sm font-normal text-brand-darker">
                    {t.child}
                  </span>
                )}
              </>
            }
            type="radio"
            columns
            options={attendingOptions}
            field={register(`members.${index}.attending`)}
            error={errors.members?.[index]?.attending?.message}
          />
        ))}
      </div>
      {invitation.maxCompanions > 0 && anyoneMayGo && (
        <CompanionFields
          max={invitation.maxCompanions}
          control={control}
          register={register}
          errors={errors}
        />
      )}
      {invitation.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          field={register(`answers.${questionField(question.id)}`)}
          error={errors.answers?.[questionField(question.id)]?.message}
        />
      ))}
      <TextAreaField
        label={t.message}
        rows={3}
        maxLength={INVITATION_MESSAGE_MAX_LENGTH}
        {...register('message')}
      />
      {answer.isError && (
        <p role="alert" className="text-danger">
          {getErrorMessage(answer.error, t.sendFailed)}
        </p>
      )}
      {answer.isSuccess && !answer.isPending && (
        <p
          role="status"
          className="rounded-lg bg-brand-soft p-3 font-semibold text-brand-darker"
        >
          {invitation.deadline
            ? t.sent(formatDate(invitation.deadline))
            : t.sentUntilEvent}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={answer.isPending}>
        {t.submit}
      </Button>
    </form>
  );
};
