import { maskPriceInput } from '@celebra/format';
import type { FieldProps } from '../field/field';
import { MaskedField } from './masked-field';

export type PriceInputProps = FieldProps;

/**
 * Price in reais: digits only, read as centavos and shown in Brazilian format
 * ('123456' → '1.234,56'). Turn the text into centavos with `priceDigitsToCents`.
 */
export const PriceInput = ({
  placeholder = '0,00',
  ...props
}: PriceInputProps) => (
  <MaskedField
    inputMode="numeric"
    autoComplete="off"
    placeholder={placeholder}
    {...props}
    mask={maskPriceInput}
  />
);
