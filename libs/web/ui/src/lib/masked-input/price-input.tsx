import { maskPriceInput } from '@celebra/format';
import type { FieldProps } from '../field/field';
import { MaskedField } from './masked-field';

export type PriceInputProps = FieldProps;

/**
 * Price in reais as typed: '150' is R$ 150,00 and '150,5' R$ 150,50 (digits, thousands dots and
 * one decimal comma are kept). Turn the text into centavos with `priceInputToCents`.
 */
export const PriceInput = ({
  placeholder = '0,00',
  ...props
}: PriceInputProps) => (
  <MaskedField
    inputMode="decimal"
    autoComplete="off"
    placeholder={placeholder}
    {...props}
    mask={maskPriceInput}
  />
);
