import { type BoundField, Field, TextAreaField } from '@celebra/ui';

export type NameDescriptionFieldsProps = {
  /** `field('name')` of the form. */
  name: BoundField;
  /** `field('description')` of the form. */
  description: BoundField;
  /** Height of the description box (the text area's default when absent). */
  descriptionRows?: number;
};

/** The required 'Nome' and 'Descrição' that open the catalogue and service forms. */
export const NameDescriptionFields = ({
  name,
  description,
  descriptionRows,
}: NameDescriptionFieldsProps) => (
  <>
    <Field label="Nome" required {...name} />
    <TextAreaField
      label="Descrição"
      required
      rows={descriptionRows}
      {...description}
    />
  </>
);
