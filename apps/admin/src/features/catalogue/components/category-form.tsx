import { getErrorMessage } from '@celebra/api-client';
import {
  messages,
  type AdminEventCategory,
  type AdminEventType,
} from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  Field,
  SelectField,
  TextAreaField,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSaveCategory } from '../api/use-save-category';
import {
  categoryFormSchema,
  type CategoryFormInput,
  type CategoryFormValues,
} from '../lib/category-form-schema';
import { StatusField } from '../../../components/status-field';

export type CategoryFormProps = {
  /** The category being edited; null to create one. */
  category: AdminEventCategory | null;
  eventTypes: readonly AdminEventType[];
  /** Closes the modal: after a save, and after an edit failed ('Erro ao editar categoria.'). */
  onClose: () => void;
};

const errorsText = messages.adminErrors;

/** Name, description (trimmed), event type and, when editing, the status. */
export const CategoryForm = ({
  category,
  eventTypes,
  onClose,
}: CategoryFormProps) => {
  const save = useSaveCategory(category?.id ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      eventTypeId: category ? String(category.eventTypeId) : '',
      active: category ? String(category.active) : undefined,
    },
  });

  const onValid = (values: CategoryFormValues) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        void alertSuccess(message);
        onClose();
      },
      onError: (error) => {
        if (category) {
          onClose();
          void alertError(getErrorMessage(error, errorsText.categoryEdit));
        } else {
          void alertError(getErrorMessage(error, errorsText.categorySave));
        }
      },
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
    >
      <Field
        label="Nome"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Descrição"
        required
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label="Tipo de evento"
        required
        placeholder="Selecione"
        options={eventTypes.map((eventType) => ({
          value: String(eventType.id),
          label: eventType.name,
        }))}
        error={errors.eventTypeId?.message}
        {...register('eventTypeId')}
      />
      {category && <StatusField {...register('active')} />}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
};
