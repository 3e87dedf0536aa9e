import { getErrorMessage } from '@celebra/api-client';
import {
  messages,
  SERVICE_DEFAULT_QUANTITY,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type AdminService,
} from '@celebra/contracts';
import { formatCentsDecimal } from '@celebra/format';
import {
  alertError,
  alertSuccess,
  Button,
  confirmAction,
  Field,
  PriceInput,
  SelectField,
  TextAreaField,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useDeleteService } from '../api/use-delete-service';
import { useSaveService } from '../api/use-save-service';
import {
  serviceFormSchema,
  type ServiceFormInput,
  type ServiceFormValues,
} from '../lib/service-form-schema';
import { QuantityStepper } from './quantity-stepper';
import { StatusField } from '../../../components/status-field';

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

const errorsText = messages.adminErrors;

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

  const onValid = (values: ServiceFormValues) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        void alertSuccess(message);
        onDone();
      },
      onError: (error) =>
        alertError(
          getErrorMessage(
            error,
            service ? errorsText.serviceUpdate : errorsText.serviceSave,
          ),
        ),
    });

  const deleteService = async () => {
    if (!serviceId) return;
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: messages.screens.admin.confirmDelete,
    });
    if (!confirmed) return;
    remove.mutate(serviceId, {
      onSuccess: ({ message }) => {
        void alertSuccess(message);
        onDone();
      },
      onError: (error) =>
        alertError(getErrorMessage(error, messages.client.unexpected)),
    });
  };

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
        error={errors.description?.message}
        {...register('description')}
      />
      <PriceInput
        label="Preço (R$)"
        required
        error={errors.price?.message}
        {...register('price')}
      />
      <SelectField
        label="Tipo"
        required
        placeholder="Selecione"
        options={typeOptions}
        error={errors.type?.message}
        {...register('type')}
      />
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <QuantityStepper
            label="Quantidade"
            name={field.name}
            value={String(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {service && <StatusField {...register('active')} />}
      <div className="flex flex-wrap justify-end gap-3">
        {service && (
          <Button
            variant="danger"
            onClick={deleteService}
            loading={remove.isPending}
            disabled={save.isPending}
          >
            Excluir
          </Button>
        )}
        <Button
          type="submit"
          loading={save.isPending}
          disabled={remove.isPending}
        >
          Salvar
        </Button>
      </div>
    </form>
  );
};
