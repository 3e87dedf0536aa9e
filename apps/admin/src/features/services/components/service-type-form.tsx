import { getErrorMessage } from '@celebra/api-client';
import { messages, type AdminServiceType } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  Field,
  TextAreaField,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateServiceType } from '../api/use-update-service-type';
import {
  serviceTypeFormSchema,
  type ServiceTypeFormInput,
  type ServiceTypeFormValues,
} from '../lib/service-type-form-schema';
import { QuantityStepper } from './quantity-stepper';
import { StatusField } from '../../../components/status-field';

export type ServiceTypeFormProps = {
  serviceType: AdminServiceType;
  /** After a successful save. */
  onDone: () => void;
};

/** Name, description, included quantity and status of a default service type. */
export const ServiceTypeForm = ({
  serviceType,
  onDone,
}: ServiceTypeFormProps) => {
  const save = useUpdateServiceType(String(serviceType.id));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ServiceTypeFormInput, unknown, ServiceTypeFormValues>({
    mode: 'onChange',
    resolver: zodResolver(serviceTypeFormSchema),
    defaultValues: {
      name: serviceType.name,
      description: serviceType.description,
      includedQuantity: String(serviceType.includedQuantity),
      active: String(serviceType.active),
    },
  });

  const onValid = (values: ServiceTypeFormValues) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        void alertSuccess(message);
        onDone();
      },
      onError: (error) =>
        alertError(getErrorMessage(error, messages.adminErrors.serviceUpdate)),
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">
        Tipo:{' '}
        <span className="font-semibold text-ink">{serviceType.label}</span>
      </p>
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
      <Controller
        control={control}
        name="includedQuantity"
        render={({ field, fieldState }) => (
          <QuantityStepper
            label="Quantidade incluída"
            name={field.name}
            value={String(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <StatusField {...register('active')} />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
};
