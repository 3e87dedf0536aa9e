export type FeeChoiceProps = {
  value: boolean;
  onChange: (guestPaysFee: boolean) => void;
};

const options = [
  {
    value: false,
    label: 'Eu pago a taxa',
    description:
      'O convidado paga o valor do presente e a taxa é descontada do valor que você recebe.',
  },
  {
    value: true,
    label: 'O convidado paga a taxa',
    description:
      'A taxa é somada ao valor pago pelo convidado e você recebe o valor integral do presente.',
  },
] as const;

/** Who pays the platform fee on each gift (see docs/money.md): the host (default) or the guest. */
export const FeeChoice = ({ value, onChange }: FeeChoiceProps) => (
  <fieldset className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm sm:p-6">
    <legend className="float-left mb-1 text-lg font-semibold text-ink">
      Taxa da plataforma
    </legend>
    <p className="clear-left text-sm text-muted">
      A Celebra cobra uma pequena taxa sobre cada presente pago, que cobre o
      processamento do pagamento. Escolha quem paga essa taxa.
    </p>
    {options.map((option) => (
      <label
        key={String(option.value)}
        className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft"
      >
        <input
          type="radio"
          name="guestPaysFee"
          className="mt-1 size-4 accent-brand-dark"
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
        <span>
          <span className="block font-medium text-ink">{option.label}</span>
          <span className="block text-sm text-muted">{option.description}</span>
        </span>
      </label>
    ))}
  </fieldset>
);
