import {
  invitationGuestTexts as t,
  type PersonalInvitation,
} from '@celebra/contracts';

const attendanceOf = (attending: boolean | null) =>
  attending === null ? t.awaiting : attending ? t.attending : t.notAttending;

/** The household's answer as it was kept, read-only (after the deadline). */
export const AnswerSummary = ({
  invitation,
}: {
  invitation: PersonalInvitation;
}) => {
  const answered = new Map(
    invitation.answers.map((answer) => [answer.questionId, answer.values]),
  );
  return (
    <section aria-labelledby="convite-resposta" className="mt-8">
      <h2 id="convite-resposta" className="text-lg font-semibold text-ink">
        {t.yourAnswer}
      </h2>
      <dl className="mt-3 flex flex-col gap-3">
        {invitation.members.map((member) => (
          <div key={member.id} className="flex justify-between gap-4">
            <dt>
              {member.firstName} {member.lastName}
              {member.isChild && ` (${t.child})`}
            </dt>
            <dd className="font-semibold">{attendanceOf(member.attending)}</dd>
          </div>
        ))}
        {invitation.companionNames.length > 0 && (
          <div>
            <dt>{t.companionsTitle}</dt>
            <dd className="font-semibold">
              {invitation.companionNames.join(', ')}
            </dd>
          </div>
        )}
        {invitation.questions.map((question) => (
          <div key={question.id}>
            <dt>{question.label}</dt>
            <dd className="font-semibold">
              {answered.get(question.id)?.join(', ') || t.noAnswer}
            </dd>
          </div>
        ))}
        {invitation.message && (
          <div>
            <dt>{t.message}</dt>
            <dd className="font-semibold whitespace-pre-line">
              {invitation.message}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
};
