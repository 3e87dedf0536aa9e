import { adminTexts } from '@celebra/contracts';
import { SelectField, type SelectFieldProps } from '@celebra/ui';

const statusOptions = [
  { value: 'true', label: adminTexts.screens.common.active },
  { value: 'false', label: adminTexts.screens.common.inactive },
];

export type StatusFieldProps = Omit<SelectFieldProps, 'label' | 'options'>;

/** The Ativo / Inativo select of the edit forms; its values are 'true' and 'false'. */
export const StatusField = (props: StatusFieldProps) => (
  <SelectField label="Status" options={statusOptions} {...props} />
);
