import { Button, CepInput, Field, inBackground } from '@celebra/ui';
import { useForm } from 'react-hook-form';
import { detailFields } from '../lib/detail-fields';
import {
  type EditableField,
  singleFieldError,
} from '../lib/details-form-values';
import type { EventDetailsFormValues } from '../lib/event-details-form-schema';
import type { SaveFormProps } from '../../../components/form/save-form-props';

export type SingleFieldEditorProps = SaveFormProps<string> & {
  field: EditableField;
  values: EventDetailsFormValues;
};

/** One detail edited in place; emptying it gives '* Campo obrigatório'. */
export const SingleFieldEditor = ({
  field,
  values,
  saving,
  onSave,
  onCancel,
}: SingleFieldEditorProps) => {
  const { label, input } = detailFields[field];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { value: String(values[field] ?? '') } });
  const valueField = register('value', {
    validate: (value) => singleFieldError(values, field, value) ?? true,
  });
  const inputProps = {
    label,
    autoFocus: true,
    error: errors.value?.message,
    ...valueField,
  };

  return (
    <form
      noValidate
      aria-label={`Editar ${label}`}
      onSubmit={inBackground(handleSubmit(({ value }) => onSave(value)))}
      className="flex flex-col gap-3"
    >
      {input === 'cep' ? (
        <CepInput {...inputProps} />
      ) : (
        <Field type={input} {...inputProps} />
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          Salvar
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
};
