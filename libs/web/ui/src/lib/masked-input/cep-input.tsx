import { maskCep } from '@celebra/format';
import type { FieldProps } from '../field/field';
import { MaskedField } from './masked-field';

/** Length of a masked CEP: 'NNNNN-NNN'. */
const CEP_MASKED_LENGTH = 9;

export type CepInputProps = FieldProps;

/** Brazilian postal code with the mask NNNNN-NNN. */
export const CepInput = ({
  placeholder = '00000-000',
  ...props
}: CepInputProps) => (
  <MaskedField
    inputMode="numeric"
    autoComplete="postal-code"
    placeholder={placeholder}
    maxLength={CEP_MASKED_LENGTH}
    {...props}
    mask={maskCep}
  />
);
