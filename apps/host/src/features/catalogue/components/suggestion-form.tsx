import { alertFailure } from '@celebra/shell';
import {
  type GiftSuggestionBody,
  giftSuggestionBodySchema,
  hostTexts,
} from '@celebra/contracts';
import {
  alertSuccess,
  Button,
  Field,
  TextAreaField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateSuggestion } from '../api/use-gift-mutations';

export type SuggestionFormProps = { eventId: number };

/** A gift suggestion: title required ('Preencha o título!'), description optional. */
export const SuggestionForm = ({ eventId }: SuggestionFormProps) => {
  const create = useCreateSuggestion(eventId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(giftSuggestionBodySchema),
    defaultValues: { title: '', description: '' },
  });
  const field = fieldBinder(register, errors);

  const onValid = (body: GiftSuggestionBody) => {
    create.mutate(body, {
      onSuccess: () => {
        reset();
        void alertSuccess(hostTexts.success.suggestionCreated);
      },
      onError: alertFailure(hostTexts.hostErrors.suggestionSave),
    });
  };

  return (
    <form
      noValidate
      aria-label="Nova sugestão de presente"
      onSubmit={inBackground(handleSubmit(onValid))}
      className="flex flex-col gap-3"
    >
      <Field label="Título" required {...field('title')} />
      <TextAreaField label="Descrição" rows={3} {...field('description')} />
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          Salvar sugestão
        </Button>
      </div>
    </form>
  );
};
