import {
  type AdminEventTypeWithCategories,
  type AdminGift,
  adminTexts,
} from '@celebra/contracts';
import { formatCentsDecimal } from '@celebra/format';
import {
  alertWarning,
  PriceInput,
  ProgressBar,
  SelectField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useDeleteGift } from '../api/use-delete-gift';
import { useSaveGift } from '../api/use-save-gift';
import {
  giftCreateFormSchema,
  giftEditFormSchema,
  type GiftFormInput,
  type GiftFormValues,
} from '../lib/gift-form-schema';
import { EditForm } from '../../../components/form/edit-form';
import { ImageField } from '../../../components/form/image-field';
import { NameDescriptionFields } from '../../../components/form/name-description-fields';
import { StatusField } from '../../../components/status-field';
import { confirmDelete, saveFeedback } from '../../../lib/save-feedback';

export type GiftFormProps = {
  /** The gift being edited; null to create one. */
  gift: AdminGift | null;
  /** Event types with the categories a gift can belong to. */
  eventTypes: readonly AdminEventTypeWithCategories[];
  /** After a successful save or delete. */
  onDone: () => void;
};

type GiftResolver = Resolver<GiftFormInput, unknown, GiftFormValues>;

const resolvers: Record<'create' | 'edit', GiftResolver> = {
  create: zodResolver(giftCreateFormSchema),
  edit: zodResolver(giftEditFormSchema),
};

const errorsText = adminTexts.adminErrors;

const toFormInput = (gift: AdminGift | null): GiftFormInput => ({
  name: gift?.name ?? '',
  description: gift?.description ?? '',
  eventCategoryId: gift ? String(gift.eventCategoryId) : '',
  price: gift ? formatCentsDecimal(gift.price) : '',
  active: gift ? String(gift.active) : 'true',
  image: null,
});

/**
 * The gift form: image (compressed before it is sent), name,
 * description, category grouped by event type, price; status and delete when editing.
 */
export const GiftForm = ({ gift, eventTypes, onDone }: GiftFormProps) => {
  const giftId = gift ? String(gift.id) : null;
  const save = useSaveGift(giftId);
  const remove = useDeleteGift();
  const [compressing, setCompressing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<GiftFormInput, unknown, GiftFormValues>({
    resolver: resolvers[gift ? 'edit' : 'create'],
    defaultValues: toFormInput(gift),
  });
  const field = fieldBinder(register, errors);

  const onValid = (values: GiftFormValues) =>
    save.mutate(
      values,
      saveFeedback(onDone, gift ? errorsText.giftUpdate : errorsText.giftSave),
    );
  // Not awaited: react-hook-form shows the field messages only once this handler returns.
  const onInvalid = () => {
    void alertWarning(adminTexts.validation.fillRequiredFields);
  };

  const deleteGift = async () => {
    if (!giftId || !(await confirmDelete())) return;
    remove.mutate(giftId, saveFeedback(onDone, errorsText.giftDelete));
  };

  return (
    <EditForm
      onSubmit={inBackground(handleSubmit(onValid, onInvalid))}
      saving={save.isPending}
      saveDisabled={compressing}
      onDelete={gift ? inBackground(deleteGift) : undefined}
      deleting={remove.isPending}
    >
      <ImageField
        control={control}
        name="image"
        required={!gift}
        currentImageUrl={gift?.imageUrl}
        previewAlt={gift ? `Imagem de ${gift.name}` : 'Imagem do presente'}
        onBusyChange={setCompressing}
      />
      <NameDescriptionFields
        name={field('name')}
        description={field('description')}
      />
      <SelectField
        label="Categoria"
        required
        placeholder="Selecione"
        {...field('eventCategoryId')}
      >
        {eventTypes.map((eventType) => (
          <optgroup key={eventType.id} label={eventType.name}>
            {eventType.eventCategories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <PriceInput label="Preço (R$)" required {...field('price')} />
      {gift && <StatusField {...register('active')} />}
      {save.isPending && (
        <ProgressBar value={save.progress * 100} label="Enviando presente" />
      )}
    </EditForm>
  );
};
