import { getErrorMessage } from '@celebra/api-client';
import {
  hostTexts,
  RSVP_QUESTIONS_MAX,
  type RsvpQuestion,
  type RsvpQuestionBody,
} from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  Card,
  confirmAction,
  InlineLoading,
  Modal,
  useErrorAlert,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { rsvpQuestionsQueryOptions } from '../api/invitations-queries';
import {
  useOrderQuestions,
  useRemoveQuestion,
  useSaveQuestion,
} from '../api/use-rsvp-mutations';
import { BackToInvitations } from './back-to-invitations';
import { QuestionAnswers } from './question-answers';
import { QuestionForm } from './question-form';

const t = hostTexts.invitations.questionsPage;

type FormState = { open: boolean; question: RsvpQuestion | null };

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

/**
 * /confirmations/questions 'Perguntas do convite': up to 10 questions (add, edit, delete, move
 * up or down) and what the households answered.
 */
export const QuestionsPage = () => {
  const { event } = useCurrentEvent();
  const questions = useQuery(rsvpQuestionsQueryOptions(event.id));
  useErrorAlert(questions.error, t.loadFailed, getErrorMessage);
  const save = useSaveQuestion(event.id);
  const remove = useRemoveQuestion(event.id);
  const order = useOrderQuestions(event.id);
  const [form, setForm] = useState<FormState>({ open: false, question: null });
  const items = questions.data?.items ?? [];
  const full = items.length >= RSVP_QUESTIONS_MAX;
  const close = () => setForm((current) => ({ ...current, open: false }));

  const onSave = (body: RsvpQuestionBody) =>
    save.mutate(
      { questionId: form.question?.id ?? null, body },
      {
        onSuccess: () => {
          close();
          void alertSuccess(t.saved);
        },
        onError: alertFailure(t.failed),
      },
    );

  const onDelete = async (question: RsvpQuestion) => {
    const confirmed = await confirmAction({
      title: t.confirmRemoveTitle,
      text: t.confirmRemoveText,
      confirmText: hostTexts.invitations.remove,
    });
    if (!confirmed) return;
    remove.mutate(question.id, {
      onSuccess: () => void alertSuccess(t.removed),
      onError: alertFailure(t.failed),
    });
  };

  const onMove = (from: number, to: number) =>
    order.mutate(
      moved(
        items.map((question) => question.id),
        from,
        to,
      ),
      { onError: alertFailure(t.failed) },
    );

  return (
    <div className="flex flex-col gap-6">
      <BackToInvitations />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
          <p className="text-muted">{t.intro}</p>
        </div>
        <Button
          disabled={full || !questions.data}
          onClick={() => setForm({ open: true, question: null })}
        >
          {t.add}
        </Button>
      </div>
      {full && (
        <p role="note" className="rounded-card bg-brand-soft p-3 text-ink">
          {t.limit}
        </p>
      )}
      {questions.isPending ? (
        <InlineLoading showLabel />
      ) : items.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <ol aria-label={t.title} className="flex flex-col gap-3">
          {items.map((question, index) => (
            <li
              key={question.id}
              className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  {`${index + 1}. ${question.label}`}
                </p>
                <p className="text-sm text-muted">
                  {t.kinds[question.kind]}
                  {question.required && ` · ${t.requiredBadge}`}
                  {question.options.length > 0 &&
                    ` · ${question.options.join(', ')}`}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0 || order.isPending}
                  aria-label={t.moveUp(question.label)}
                  onClick={() => onMove(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === items.length - 1 || order.isPending}
                  aria-label={t.moveDown(question.label)}
                  onClick={() => onMove(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.edit(question.label)}
                  onClick={() => setForm({ open: true, question })}
                >
                  {hostTexts.invitations.edit}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={t.remove(question.label)}
                  onClick={() => void onDelete(question)}
                >
                  {hostTexts.invitations.remove}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Card title={t.answersTitle} headingLevel={2}>
        <QuestionAnswers eventId={event.id} />
      </Card>
      <Modal
        open={form.open}
        onClose={close}
        title={form.question ? t.editTitle : t.addTitle}
        size="md"
      >
        {form.open && (
          <QuestionForm
            key={form.question?.id ?? 'new'}
            question={form.question}
            saving={save.isPending}
            onSave={onSave}
            onCancel={close}
          />
        )}
      </Modal>
    </div>
  );
};
