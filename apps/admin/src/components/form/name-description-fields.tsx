import { Field, TextAreaField } from '@celebra/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldMessage = { message?: string } | undefined;

export type NameDescriptionFieldsProps = {
  /** `register('name')` of the form. */
  name: UseFormRegisterReturn;
  /** `register('description')` of the form. */
  description: UseFormRegisterReturn;
  errors: { name?: FieldMessage; description?: FieldMessage };
  /** Height of the description box (the text area's default when absent). */
  descriptionRows?: number;
};

/** The required 'Nome' and 'Descrição' that open the catalogue and service forms. */
export const NameDescriptionFields = ({
  name,
  description,
  errors,
  descriptionRows,
}: NameDescriptionFieldsProps) => (
  <>
    <Field label="Nome" required error={errors.name?.message} {...name} />
    <TextAreaField
      label="Descrição"
      required
      rows={descriptionRows}
      error={errors.description?.message}
      {...description}
    />
  </>
);
