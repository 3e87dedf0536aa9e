import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  PIX_KEY_TYPE_LABELS,
  type PayoutDestinationWhole,
  type PixKeyType,
} from '@celebra/contracts';
import { maskPhone } from '@celebra/format';

/** One line of a destination: what it is, how it reads, and what 'Copiar' puts on the clipboard. */
export type DestinationLine = {
  label: string;
  value: string;
  /** Absent for values chosen from a list in the bank's app (key type, account type). */
  copy?: string;
};

const CPF_DIGITS = 11;

const formatDocument = (digits: string) =>
  digits.length === CPF_DIGITS ? formatCpf(digits) : formatCnpj(digits);

const documentLabel = (digits: string) =>
  digits.length === CPF_DIGITS ? 'CPF do titular' : 'CNPJ do titular';

const readablePixKey = (type: PixKeyType, key: string): string => {
  switch (type) {
    case 'CPF':
      return formatCpf(key);
    case 'CNPJ':
      return formatCnpj(key);
    case 'PHONE':
      return `+55 ${maskPhone(key.replace(/^\+55/, ''))}`;
    default:
      return key;
  }
};

/**
 * The destination whole, line by line, as the admin types it into the bank's app: documents
 * and number keys read formatted and copy as digits, the phone key copies as +55DDDNUMBER, the
 * account copies with its digit after a hyphen.
 */
export const destinationLines = (
  destination: PayoutDestinationWhole,
): DestinationLine[] => {
  const holder: DestinationLine[] = [
    {
      label: 'Titular',
      value: destination.holderName,
      copy: destination.holderName,
    },
    {
      label: documentLabel(destination.holderDocument),
      value: formatDocument(destination.holderDocument),
      copy: destination.holderDocument,
    },
  ];
  if (destination.kind === 'PIX')
    return [
      {
        label: 'Tipo da chave Pix',
        value: PIX_KEY_TYPE_LABELS[destination.pixKeyType],
      },
      {
        label: 'Chave Pix',
        value: readablePixKey(destination.pixKeyType, destination.pixKey),
        copy: destination.pixKey,
      },
      ...holder,
    ];
  const account = `${destination.account}-${destination.accountDigit}`;
  return [
    {
      label: 'Banco',
      value: destination.bankName,
      copy: destination.bankName,
    },
    {
      label: 'Código do banco',
      value: destination.bankCode,
      copy: destination.bankCode,
    },
    { label: 'Agência', value: destination.agency, copy: destination.agency },
    { label: 'Conta', value: account, copy: account },
    {
      label: 'Tipo de conta',
      value: BANK_ACCOUNT_TYPE_LABELS[destination.accountType],
    },
    ...holder,
  ];
};
