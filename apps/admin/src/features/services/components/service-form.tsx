import {
  adminTexts,
  SERVICE_DEFAULT_QUANTITY,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type AdminService,
} from '@celebra/contracts';
import { clientTexts } from '@celebra/api-client';
import { formatCentsDecimal } from '@celebra/format';
import {
  PriceInput,
  SelectField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDeleteService } from '../api/use-delete-service';
import { useSaveService } from '../api/use-save-service';
import {
  serviceFormSchema,
  type ServiceFormInput,
  type ServiceFormValues,
} from '../lib/service-form-schema';
import { QuantityField } from './quantity-field';
import { EditForm } from '../../../components/form/edit-form';
import { NameDescriptionFields } from '../../../components/form/name-description-fields';
import { StatusField } from '../../../components/status-field';
import { confirmDelete, saveFeedback } from '../../../lib/save-feedback';

export type ServiceFormProps = {
  /** The service being edited; null to create one. */
  service: AdminService | null;
  /** After a successful save or delete. */
  onDone: () => void;
};

const typeOptions = SERVICE_TYPES.map((type) => ({
  value: type,
  label: SERVICE_TYPE_LABELS[type],
}));

const errorsText = adminTexts.adminErrors;

const toFormInput = (service: AdminService | null): ServiceFormInput => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  price: service ? formatCentsDecimal(service.price) : '',
  type: service?.type ?? '',
  active: service ? String(service.active) : 'true',
  quantity: String(service?.quantity ?? SERVICE_DEFAULT_QUANTITY),
});

/** Name, description, price, type, quantity and, when editing, status and delete. */
export const ServiceForm = ({ service, onDone }: ServiceFormProps) => {
  const serviceId = service ? String(service.id) : null;
  const save = useSaveService(serviceId);
  const remove = useDeleteService();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ServiceFormInput, unknown, ServiceFormValues>({
    mode: 'onChange',
    resolver: zodResolver(serviceFormSchema),
    defaultValues: toFormInput(service),
  });
  const field = fieldBinder(register, errors);

  const onValid = (values: ServiceFormValues) =>
    save.mutate(
      values,
      saveFeedback(
        onDone,
        service ? errorsText.serviceUpdate : errorsText.serviceSave,
      ),
    );

  const deleteService = async () => {
    if (!serviceId || !(await confirmDelete())) return;
    remove.mutate(serviceId, saveFeedback(onDone, clientTexts.unexpected));
  };

  return (
    <EditForm
      onSubmit={inBackground(handleSubmit(onValid))}
      saving={save.isPending}
      onDelete={service ? inBackground(deleteService) : undefined}
      deleting={remove.isPending}
    >
      <NameDescriptionFields
        name={field('name')}
        description={field('description')}
      />
      <PriceInput label="Preço (R$)" required {...field('price')} />
      <SelectField
        label="Tipo"
        required
        placeholder="Selecione"
        options={typeOptions}
        {...field('type')}
      />
      <QuantityField control={control} name="quantity" label="Quantidade" />
      {service && <StatusField {...register('active')} />}
    </EditForm>
  );
};
