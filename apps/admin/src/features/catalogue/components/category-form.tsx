import { getErrorMessage } from '@celebra/api-client';
import {
  type AdminEventCategory,
  type AdminEventType,
  adminTexts,
} from '@celebra/contracts';
import {
  alertError,
  SelectField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSaveCategory } from '../api/use-save-category';
import {
  categoryFormSchema,
  type CategoryFormInput,
  type CategoryFormValues,
} from '../lib/category-form-schema';
import { EditForm } from '../../../components/form/edit-form';
import { NameDescriptionFields } from '../../../components/form/name-description-fields';
import { StatusField } from '../../../components/status-field';
import { saveFeedback } from '../../../lib/save-feedback';

export type CategoryFormProps = {
  /** The category being edited; null to create one. */
  category: AdminEventCategory | null;
  eventTypes: readonly AdminEventType[];
  /** Closes the modal: after a save, and after an edit failed ('Erro ao editar categoria.'). */
  onClose: () => void;
};

const errorsText = adminTexts.adminErrors;

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
  const field = fieldBinder(register, errors);

  const onValid = (values: CategoryFormValues) =>
    save.mutate(values, {
      ...saveFeedback(onClose, errorsText.categorySave),
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
    <EditForm
      onSubmit={inBackground(handleSubmit(onValid))}
      saving={save.isPending}
    >
      <NameDescriptionFields
        name={field('name')}
        description={field('description')}
        descriptionRows={3}
      />
      <SelectField
        label="Tipo de evento"
        required
        placeholder="Selecione"
        options={eventTypes.map((eventType) => ({
          value: String(eventType.id),
          label: eventType.name,
        }))}
        {...field('eventTypeId')}
      />
      {category && <StatusField {...register('active')} />}
    </EditForm>
  );
};
