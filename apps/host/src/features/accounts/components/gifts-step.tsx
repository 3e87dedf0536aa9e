import {
  type CatalogueGift,
  MIN_REGISTRATION_GIFTS,
  registerStep2Schema,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { type FormEvent, useState } from 'react';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { StepActions } from './step-actions';
import { choiceCardClasses } from '../lib/choice-card-classes';

export type GiftsStepProps = {
  gifts: CatalogueGift[];
  /** The chosen gifts, kept by the wizard as they are ticked. */
  giftList: number[];
  onChange: (giftList: number[]) => void;
  onBack: () => void;
  onNext: (giftList: number[]) => void;
  /** The last step's button ('Próximo' unless told) and its wait. */
  nextLabel?: string;
  loading?: boolean;
};

const countText = (count: number) =>
  count === 1 ? '1 presente selecionado' : `${count} presentes selecionados`;

/** Step 'step2': at least four gifts of the chosen category. */
export const GiftsStep = ({
  gifts,
  giftList: selected,
  onChange,
  onBack,
  onNext,
  nextLabel,
  loading,
}: GiftsStepProps) => {
  const [error, setError] = useState<string>();

  const toggle = (id: number) => {
    setError(undefined);
    onChange(
      selected.includes(id)
        ? selected.filter((giftId) => giftId !== id)
        : [...selected, id],
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = registerStep2Schema.safeParse({ giftList: selected });
    if (result.success) onNext(result.data.giftList);
    else setError(result.error.issues[0]?.message);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset aria-describedby="gift-count">
        <legend className="mb-1 text-sm text-muted">
          {`Escolha pelo menos ${MIN_REGISTRATION_GIFTS} presentes para a sua lista. Você pode mudar depois.`}
        </legend>
        <p
          id="gift-count"
          aria-live="polite"
          className="mb-3 text-sm font-semibold text-brand-darker"
        >
          {countText(selected.length)}
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {gifts.map((gift) => {
            const checked = selected.includes(gift.id);
            return (
              <li key={gift.id}>
                <label
                  className={choiceCardClasses(checked, 'flex h-full flex-col')}
                >
                  <CataloguePicture
                    url={gift.image_url}
                    name={gift.name}
                    className="h-28"
                  />
                  <span className="flex flex-1 items-start gap-2 p-3">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle(gift.id)}
                      className="mt-1 size-4 shrink-0 accent-brand-dark"
                    />
                    <span className="flex flex-col">
                      <span className="font-medium text-ink">{gift.name}</span>
                      <span className="text-sm text-muted">
                        {formatBRL(gift.price)}
                      </span>
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
      <StepActions onBack={onBack} nextLabel={nextLabel} loading={loading} />
    </form>
  );
};
