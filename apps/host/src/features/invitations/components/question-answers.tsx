import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { formatCount } from '@celebra/format';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { rsvpAnswersQueryOptions } from '../api/invitations-queries';

const t = hostTexts.invitations.questionsPage;

/** Per question: how many households chose each option (with bars), or each household's text. */
export const QuestionAnswers = ({ eventId }: { eventId: number }) => {
  const answers = useQuery(rsvpAnswersQueryOptions(eventId));
  useErrorAlert(answers.error, t.loadFailed, getErrorMessage);
  if (!answers.data) return <InlineLoading showLabel />;
  if (answers.data.items.length === 0)
    return <p className="text-muted">{t.empty}</p>;
  return (
    <div className="flex flex-col gap-6">
      {answers.data.items.map(({ question, answered, options, texts }) => {
        const most = Math.max(1, ...options.map((option) => option.count));
        return (
          <section
            key={question.id}
            aria-label={question.label}
            className="flex flex-col gap-2"
          >
            <h3 className="font-semibold break-words text-ink">
              {question.label}
            </h3>
            <p className="text-sm text-muted">{t.answered(answered)}</p>
            {answered === 0 ? (
              <p className="text-sm text-muted">{t.noAnswers}</p>
            ) : question.kind === 'text' ? (
              <ul className="flex flex-col gap-1">
                {texts.map((text) => (
                  <li key={text.invitationId} className="text-sm text-ink">
                    <span className="font-semibold">
                      {text.invitationName}:{' '}
                    </span>
                    <span className="break-words whitespace-pre-line">
                      {text.text}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <dl className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-x-3 gap-y-1 text-sm">
                {options.map(({ option, count }) => (
                  <div key={option} className="contents">
                    <dt className="break-words text-ink">{option}</dt>
                    <dd aria-hidden="true">
                      <span
                        className="block h-3 rounded-full bg-brand-dark"
                        style={{ width: `${(count / most) * 100}%` }}
                      />
                    </dd>
                    <dd className="text-right font-semibold text-ink">
                      {formatCount(count)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </div>
  );
};
