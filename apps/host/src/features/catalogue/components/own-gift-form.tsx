import { getErrorMessage, isApiError } from '@celebra/api-client';
import {
  type EventGift,
  type FreeAmountLimits,
  freeAmountProblem,
  hostTexts,
  messages,
  type OwnGiftForm as OwnGiftFields,
  ownGiftFormSchema,
  sharePrice,
  sharePriceProblem,
  splitsEvenly,
} from '@celebra/contracts';
import {
  formatBRL,
  formatCentsDecimal,
  priceInputToCents,
} from '@celebra/format';
import {
  alertError,
  alertSuccess,
  Field,
  ImageInput,
  PriceInput,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { type ReactNode, useState } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import {
  Controller,
  type FieldErrors,
  type Resolver,
  useForm,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useSaveOwnGift } from '../api/use-gift-mutations';
import { SaveActions } from '../../../components/form/save-actions';

const g = messages.giftKinds;
const SUGGESTION_FIELDS = 3;

type Values = {
  kind: 'free' | 'shares';
  name: string;
  price: string;
  shareCount: string;
  suggested: string[];
  image: File | null;
};

type KindOptionProps = {
  kind: Values['kind'];
  registration: UseFormRegisterReturn<'kind'>;
  children: ReactNode;
};

/** One kind of own gift to choose, with what it means below its name. */
const KindOption = ({ kind, registration, children }: KindOptionProps) => (
  <label className="flex items-start gap-2">
    <input type="radio" value={kind} {...registration} />
    <span>
      <span className="font-medium">{g.kindLabels[kind]}</span>
      <span className="block text-sm text-muted">{children}</span>
    </span>
  </label>
);

export type OwnGiftFormProps = {
  eventId: number;
  /** The gift being edited; null to create one. */
  gift: EventGift | null;
  limits: FreeAmountLimits;
  onDone: () => void;
};

const toValues = (gift: EventGift | null): Values => ({
  kind: gift?.kind === 'shares' ? 'shares' : 'free',
  name: gift?.name ?? '',
  price: gift?.kind === 'shares' ? formatCentsDecimal(gift.price) : '',
  shareCount: gift?.shares ? String(gift.shares.count) : '',
  suggested: Array.from({ length: SUGGESTION_FIELDS }, (_, index) =>
    gift?.suggestedAmounts[index] !== undefined
      ? formatCentsDecimal(gift.suggestedAmounts[index])
      : '',
  ),
  image: null,
});

/** The form fields the api's field errors name. */
const FIELD_OF: Record<
  string,
  'name' | 'price' | 'shareCount' | 'suggested.0'
> = {
  name: 'name',
  price: 'price',
  shareCount: 'shareCount',
  suggestedAmounts: 'suggested.0',
};

/** Shares of the gift sold or held by pending orders. */
const sharesTaken = (gift: EventGift | null) =>
  gift?.shares ? gift.shares.count - gift.shares.remaining : 0;

/** The form's text as the api's fields (centavos); blank suggestions left out. */
const toFields = (values: Values) => ({
  name: values.name,
  kind: values.kind,
  ...(values.kind === 'shares'
    ? {
        price: values.price ? priceInputToCents(values.price) : undefined,
        shareCount: values.shareCount.trim() || undefined,
      }
    : {
        suggestedAmounts: values.suggested
          .filter((text) => text.trim())
          .map(priceInputToCents),
      }),
});

type FormField = (typeof FIELD_OF)[string];

/**
 * The form's problems, each on its field: the contract's schema, then the amounts against the
 * limits (suggested amounts, the share price); the api's fields when there is none.
 */
function checkValues(
  values: Values,
  limits: FreeAmountLimits,
):
  | { fields: OwnGiftFields }
  | { problems: Partial<Record<FormField, string>> } {
  const parsed = ownGiftFormSchema.safeParse(toFields(values));
  if (!parsed.success) {
    const problems: Partial<Record<FormField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) problems[field] ??= issue.message;
    }
    return { problems };
  }
  const fields = parsed.data;
  if (
    (fields.suggestedAmounts ?? []).some((amount) =>
      freeAmountProblem(amount, limits),
    )
  )
    return {
      problems: {
        'suggested.0': hostTexts.giftKinds.suggestedAmountsInvalid(
          formatBRL(limits.min),
          formatBRL(limits.max),
        ),
      },
    };
  const shares =
    fields.kind === 'shares' && fields.price && fields.shareCount
      ? sharePriceProblem(fields.price, fields.shareCount, limits)
      : null;
  if (shares) return { problems: { [shares.field]: shares.message } };
  return { fields };
}

/** Checks the whole form on each change after the first 'Salvar', so a fixed field's message goes. */
const resolverOf =
  (limits: FreeAmountLimits): Resolver<Values> =>
  (values, _context, options) => {
    const checked = checkValues(values, limits);
    if ('fields' in checked) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(checked.problems).map(([field, message]) => [
        field,
        { type: 'validate', message },
      ]),
    ) as FieldErrors;
    return { values: {}, errors: toNestErrors(errors, options) };
  };

/**
 * A free-value gift (the guest types the amount; up to three suggested amounts) or a gift in
 * equal shares (total price and number of shares; the price must divide evenly). The kind is
 * chosen on creation only.
 */
export const OwnGiftForm = ({
  eventId,
  gift,
  limits,
  onDone,
}: OwnGiftFormProps) => {
  const save = useSaveOwnGift(eventId, gift?.id ?? null);
  const [compressing, setCompressing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: toValues(gift),
    resolver: resolverOf(limits),
  });
  const field = fieldBinder(register, errors);
  const kind = watch('kind');
  const price = priceInputToCents(watch('price'));
  const shareCount = Number(watch('shareCount'));
  const taken = sharesTaken(gift);

  /** Puts each message on its field; answers whether any was a field's. */
  const showOnFields = (issues: Record<string, string[] | undefined>) => {
    let shown = false;
    for (const [name, fieldMessages] of Object.entries(issues)) {
      const field = FIELD_OF[name];
      if (!field || !fieldMessages?.[0]) continue;
      setError(field, { message: fieldMessages[0] });
      shown = true;
    }
    return shown;
  };

  const onValid = (values: Values) => {
    const checked = checkValues(values, limits);
    if (!('fields' in checked)) return;
    save.mutate(
      { ...checked.fields, image: values.image },
      {
        onSuccess: ({ message }) => {
          void alertSuccess(message);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && showOnFields(error.fieldErrors ?? {}))
            return;
          void alertError(
            getErrorMessage(error, hostTexts.validation.checkFields),
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={gift ? `Editar ${gift.name}` : 'Novo presente'}
      onSubmit={inBackground(handleSubmit(onValid))}
      className="flex flex-col gap-4"
    >
      {!gift && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">
            Tipo de presente
          </legend>
          <KindOption kind="free" registration={register('kind')}>
            O convidado escolhe quanto quer dar (de {formatBRL(limits.min)} a{' '}
            {formatBRL(limits.max)}).
          </KindOption>
          <KindOption kind="shares" registration={register('kind')}>
            Divida um presente caro em cotas iguais.
          </KindOption>
        </fieldset>
      )}
      <Field label="Nome do presente" required {...field('name')} />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageInput
            label="Foto (opcional)"
            name={field.name}
            currentImageUrl={gift?.imageUrl}
            previewAlt={gift ? `Foto de ${gift.name}` : 'Foto do presente'}
            onChange={field.onChange}
            onBusyChange={setCompressing}
          />
        )}
      />
      {kind === 'shares' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PriceInput
            label="Valor total (R$)"
            required
            {...field('price', { deps: 'shareCount' })}
          />
          <Field
            label="Número de cotas"
            required
            type="number"
            inputMode="numeric"
            min={2}
            max={100}
            {...field('shareCount', { deps: 'price' })}
          />
          <p className="text-sm text-muted sm:col-span-2" role="status">
            {price > 0 && shareCount >= 2 && splitsEvenly(price, shareCount)
              ? hostTexts.giftKinds.sharesOfPrice(
                  shareCount,
                  formatBRL(sharePrice(price, shareCount)),
                )
              : ''}
          </p>
          {taken > 0 && (
            <p className="text-sm text-muted sm:col-span-2">
              {hostTexts.giftKinds.sharesTakenHint(taken)}
            </p>
          )}
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">
            Valores sugeridos (opcional)
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {Array.from({ length: SUGGESTION_FIELDS }, (_, index) => (
              <PriceInput
                key={index}
                label={`Sugestão ${index + 1} (R$)`}
                {...field(`suggested.${index}`)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <SaveActions
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        onCancel={onDone}
        submitting={save.isPending}
        submitDisabled={compressing}
        submitLabel="Salvar presente"
      />
    </form>
  );
};
