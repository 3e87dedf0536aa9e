import type { RsvpQuestion } from '@celebra/contracts';
import { Field } from '@celebra/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroup } from './choice-group';

export type QuestionFieldProps = {
  question: RsvpQuestion;
  field: UseFormRegisterReturn;
  error?: string;
};

/** One of the hosts' questions: a short text, one option (radio buttons) or several (checkboxes). */
export const QuestionField = ({
  question,
  field,
  error,
}: QuestionFieldProps) => {
  if (question.kind === 'text')
    return (
      <Field
        label={question.label}
        required={question.required}
        error={error}
        {...field}
      />
    );
  return (
    <ChoiceGroup
      legend={question.label}
      type={question.kind === 'single' ? 'radio' : 'checkbox'}
      options={question.options.map((option) => ({
        value: option,
        label: option,
      }))}
      field={field}
      required={question.required}
      error={error}
    />
  );
};
