import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  BRAZILIAN_BANKS,
  type PayoutDestinationFormInput,
  type PayoutDestinationInput,
  type PayoutDestinationKind,
  type PayoutDestinationView,
  payoutDestinationInputSchema,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  POPULAR_BANKS,
  type PixKeyType,
} from '@celebra/contracts';
import { maskPhone } from '@celebra/format';
import { Field, MaskedField, SelectField, fieldBinder } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  maskAccountDigit,
  maskCnpj,
  maskCpf,
  maskCpfOrCnpj,
  maskDigits,
  maskEvp,
} from '../lib/input-masks';
import type { SaveFormProps } from '../../../components/form/save-form-props';
import { SaveActions } from '../../../components/form/save-actions';

export type PayoutDestinationFormProps =
  SaveFormProps<PayoutDestinationFormInput> & {
    /** The destination on file: its kind and holder fill the form; keys are never sent back whole. */
    current: PayoutDestinationView | null;
  };

/** Every field of both kinds; the schema keeps those of the chosen kind. */
type FormValues = {
  kind: PayoutDestinationKind;
  pixKeyType: PixKeyType;
  pixKey: string;
  bankCode: string;
  agency: string;
  account: string;
  accountDigit: string;
  accountType: string;
  holderName: string;
  holderDocument: string;
};

const kinds: { value: PayoutDestinationKind; label: string; hint: string }[] = [
  {
    value: 'PIX',
    label: 'Chave Pix',
    hint: 'O repasse chega na hora, na chave que você informar.',
  },
  {
    value: 'BANK',
    label: 'Conta bancária',
    hint: 'Transferência para a conta do titular informado.',
  },
];

type KeyInput = {
  mask?: (input: string) => string;
  placeholder: string;
  inputMode: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  hint?: string;
};

const keyInputs: Record<PixKeyType, KeyInput> = {
  CPF: { mask: maskCpf, placeholder: '000.000.000-00', inputMode: 'numeric' },
  CNPJ: {
    mask: maskCnpj,
    placeholder: '00.000.000/0000-00',
    inputMode: 'numeric',
  },
  EMAIL: { placeholder: 'nome@exemplo.com', inputMode: 'email' },
  PHONE: {
    mask: maskPhone,
    placeholder: '(00) 00000-0000',
    inputMode: 'tel',
    hint: 'Celular com DDD.',
  },
  EVP: {
    mask: maskEvp,
    placeholder: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    inputMode: 'text',
    hint: 'A chave aleatória que o seu banco gerou (32 letras e números).',
  },
};

const pixKeyTypeOptions = PIX_KEY_TYPES.map((type) => ({
  value: type,
  label: PIX_KEY_TYPE_LABELS[type],
}));

const accountTypeOptions = BANK_ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: BANK_ACCOUNT_TYPE_LABELS[type],
}));

const popularCodes = new Set(POPULAR_BANKS.map((bank) => bank.code));
const otherBanks = BRAZILIAN_BANKS.filter(
  (bank) => !popularCodes.has(bank.code),
);
const bankOption = (bank: { code: string; name: string }) => (
  <option key={bank.code} value={bank.code}>
    {`${bank.code} – ${bank.name}`}
  </option>
);

const resolver = zodResolver(
  payoutDestinationInputSchema,
) as unknown as Resolver<FormValues, unknown, PayoutDestinationInput>;

/**
 * Where the payouts go: a Pix key (type, key, holder) or a bank account (bank, branch,
 * account, check digit, type, holder). Inputs are masked as typed; the messages are the
 * contract's, the same the api answers.
 */
export const PayoutDestinationForm = ({
  current,
  saving,
  onSave,
  onCancel,
}: PayoutDestinationFormProps) => {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, PayoutDestinationInput>({
    resolver,
    defaultValues: {
      kind: current?.kind ?? 'PIX',
      pixKeyType: 'CPF',
      pixKey: '',
      bankCode: '',
      agency: '',
      account: '',
      accountDigit: '',
      accountType: 'CHECKING',
      holderName: current?.holderName ?? '',
      holderDocument: '',
    },
  });
  const field = fieldBinder(register, errors);
  const kind = useWatch({ control, name: 'kind' });
  const pixKeyType = useWatch({ control, name: 'pixKeyType' });
  const keyInput = keyInputs[pixKeyType];
  /** Set from the first tap until its save settles: a second tap sends nothing. */
  const submitLock = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitLock.current) return;
    submitLock.current = true;
    void handleSubmit(onSave)(event).finally(() => {
      submitLock.current = false;
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">
          Como você quer receber
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {kinds.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                value={option.value}
                className="mt-1 size-4 accent-brand-dark"
                {...register('kind')}
              />
              <span>
                <span className="block font-medium text-ink">
                  {option.label}
                </span>
                <span className="block text-sm text-muted">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'PIX' ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          <SelectField
            label="Tipo de chave"
            options={pixKeyTypeOptions}
            {...field('pixKeyType', {
              onChange: () => setValue('pixKey', ''),
            })}
          />
          {keyInput.mask ? (
            <MaskedField
              key={pixKeyType}
              label="Chave Pix"
              required
              autoComplete="off"
              inputMode={keyInput.inputMode}
              placeholder={keyInput.placeholder}
              hint={keyInput.hint}
              mask={keyInput.mask}
              {...field('pixKey')}
            />
          ) : (
            <Field
              key={pixKeyType}
              label="Chave Pix"
              type="email"
              required
              autoComplete="off"
              inputMode={keyInput.inputMode}
              placeholder={keyInput.placeholder}
              {...field('pixKey')}
            />
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <SelectField
            label="Banco"
            required
            placeholder="Selecione o banco"
            {...field('bankCode')}
          >
            <optgroup label="Mais usados">
              {POPULAR_BANKS.map(bankOption)}
            </optgroup>
            <optgroup label="Outros bancos">
              {otherBanks.map(bankOption)}
            </optgroup>
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.8fr)] sm:gap-3">
            <MaskedField
              label="Agência"
              required
              autoComplete="off"
              inputMode="numeric"
              placeholder="0000"
              mask={maskDigits(5)}
              {...field('agency')}
            />
            <MaskedField
              label="Conta"
              required
              autoComplete="off"
              inputMode="numeric"
              placeholder="000000"
              mask={maskDigits(12)}
              {...field('account')}
            />
            <MaskedField
              label="Dígito"
              required
              autoComplete="off"
              placeholder="0"
              mask={maskAccountDigit}
              {...field('accountDigit')}
            />
          </div>
          <SelectField
            label="Tipo de conta"
            options={accountTypeOptions}
            {...field('accountType')}
          />
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Nome completo do titular"
          required
          autoComplete="name"
          {...field('holderName')}
        />
        <MaskedField
          label="CPF/CNPJ do titular"
          required
          autoComplete="off"
          inputMode="numeric"
          placeholder="000.000.000-00"
          mask={maskCpfOrCnpj}
          {...field('holderDocument')}
        />
      </div>
      <p className="text-sm text-muted">
        Os dados ficam guardados com criptografia; você verá só parte deles
        depois de salvar, e receberá um e-mail a cada alteração.
      </p>
      <SaveActions onCancel={onCancel} submitting={saving || isSubmitting} />
    </form>
  );
};
