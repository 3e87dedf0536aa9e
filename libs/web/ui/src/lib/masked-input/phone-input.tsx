import { maskPhone, PHONE_MAX_LENGTH } from '@celebra/format';
import type { FieldProps } from '../field/field';
import { MaskedField } from './masked-field';

export type PhoneInputProps = FieldProps;

/** Phone with the mask (DD) NNNNN-NNNN, at most 15 characters. */
export const PhoneInput = ({
  placeholder = '(00) 00000-0000',
  ...props
}: PhoneInputProps) => (
  <MaskedField
    type="tel"
    inputMode="tel"
    autoComplete="tel"
    placeholder={placeholder}
    maxLength={PHONE_MAX_LENGTH}
    {...props}
    mask={maskPhone}
  />
);
