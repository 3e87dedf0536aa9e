import {
  hostTexts,
  RSVP_QUESTION_KINDS,
  type RsvpQuestion,
  type RsvpQuestionBody,
  rsvpQuestionBodySchema,
  rsvpQuestionKindSchema,
} from '@celebra/contracts';
import { Field, fieldBinder, SelectField, TextAreaField } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SaveActions } from '../../../components/form/save-actions';
import type { SaveFormProps } from '../../../components/form/save-form-props';

const t = hostTexts.invitations.questionsPage;

/** The options are typed one per line; the contract's rules (≥2, different) check the list. */
const questionFormSchema = z
  .object({
    label: z.string(),
    kind: rsvpQuestionKindSchema,
    optionsText: z.string(),
    required: z.boolean(),
  })
  .transform(({ optionsText, ...question }, ctx) => {
    const parsed = rsvpQuestionBodySchema.safeParse({
      ...question,
      options: optionsText
        .split('\n')
        .map((option) => option.trim())
        .filter((option) => option !== ''),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [first === 'options' ? 'optionsText' : String(first)],
      });
    }
    return z.NEVER;
  });

export type QuestionFormProps = SaveFormProps<RsvpQuestionBody> & {
  question: RsvpQuestion | null;
};

/** A question: its text, the kind of answer, the options of a choice, and whether it is required. */
export const QuestionForm = ({
  question,
  saving,
  onSave,
  onCancel,
}: QuestionFormProps) => {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(questionFormSchema),
    defaultValues: {
      label: question?.label ?? '',
      kind: question?.kind ?? 'text',
      optionsText: question?.options.join('\n') ?? '',
      required: question?.required ?? false,
    },
  });
  const field = fieldBinder(register, errors);
  const kind = useWatch({ control, name: 'kind' });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="flex flex-col gap-4"
    >
      <Field label={t.label} autoComplete="off" required {...field('label')} />
      <SelectField
        label={t.kind}
        options={RSVP_QUESTION_KINDS.map((value) => ({
          value,
          label: t.kinds[value],
        }))}
        {...field('kind')}
      />
      {kind !== 'text' && (
        <TextAreaField label={t.options} rows={5} {...field('optionsText')} />
      )}
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-dark"
          {...register('required')}
        />
        {t.required}
      </label>
      <SaveActions onCancel={onCancel} submitting={saving} />
    </form>
  );
};
