import { inBackground } from '@celebra/ui';
import { type AdminServiceType, adminTexts } from '@celebra/contracts';
import { fieldBinder } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useUpdateServiceType } from '../api/use-update-service-type';
import {
  serviceTypeFormSchema,
  type ServiceTypeFormInput,
  type ServiceTypeFormValues,
} from '../lib/service-type-form-schema';
import { QuantityField } from './quantity-field';
import { EditForm } from '../../../components/form/edit-form';
import { NameDescriptionFields } from '../../../components/form/name-description-fields';
import { StatusField } from '../../../components/status-field';
import { saveFeedback } from '../../../lib/save-feedback';

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
  const field = fieldBinder(register, errors);

  const onValid = (values: ServiceTypeFormValues) =>
    save.mutate(
      values,
      saveFeedback(onDone, adminTexts.adminErrors.serviceUpdate),
    );

  return (
    <EditForm
      onSubmit={inBackground(handleSubmit(onValid))}
      saving={save.isPending}
    >
      <p className="text-sm text-muted">
        Tipo:{' '}
        <span className="font-semibold text-ink">{serviceType.label}</span>
      </p>
      <NameDescriptionFields
        name={field('name')}
        description={field('description')}
      />
      <QuantityField
        control={control}
        name="includedQuantity"
        label="Quantidade incluída"
      />
      <StatusField {...register('active')} />
    </EditForm>
  );
};
