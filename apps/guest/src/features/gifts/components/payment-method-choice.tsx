import type { PaymentMethod } from '@celebra/contracts';
import type { ComponentPropsWithRef } from 'react';
import { cartTexts as t } from '../cart-texts';

const OPTIONS: Array<{ value: PaymentMethod; label: string; hint: string }> = [
  { value: 'PIX', label: t.cartPayPix, hint: t.cartPayPixHint },
  { value: 'CARD', label: t.cartPayCard, hint: t.cartPayCardHint },
];

export type PaymentMethodChoiceProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value'
> & {
  /** Most card instalments; above 1 the card says 'parcele em até Nx'. */
  maxInstallments: number;
};

/** 'Forma de pagamento': Pix (the default) or card, as two radio buttons of one form field. */
export const PaymentMethodChoice = ({
  maxInstallments,
  ...props
}: PaymentMethodChoiceProps) => (
  <fieldset className="flex flex-col gap-2">
    <legend className="mb-1 font-semibold">{t.cartPaymentMethod}</legend>
    <div className="grid gap-2 sm:grid-cols-2">
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
        >
          <input
            {...props}
            type="radio"
            value={option.value}
            className="mt-1 size-4 accent-brand"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{option.label}</span>
            <span className="text-sm text-muted">{option.hint}</span>
            {option.value === 'CARD' && maxInstallments > 1 && (
              <span className="mt-1 text-sm font-semibold text-ink">
                {t.cartPayCardInstallments(maxInstallments)}
              </span>
            )}
          </span>
        </label>
      ))}
    </div>
  </fieldset>
);
