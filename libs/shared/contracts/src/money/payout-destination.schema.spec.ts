import { getBanks } from '@brazilian-utils/brazilian-utils';
import {
  BRAZILIAN_BANKS,
  POPULAR_BANKS,
  findBrazilianBank,
} from './brazilian-banks';
import * as messages from '../texts/shared';
import {
  maskPayoutDestination,
  payoutDestinationInputSchema,
  wholePayoutDestination,
  type PayoutDestinationInput,
} from './payout-destination.schema';
import {
  concludePayoutBodySchema,
  failPayoutBodySchema,
  transferIdProblem,
} from './payouts.schema';

const v = messages.validation;
const holder = { holderName: 'Ana Souza', holderDocument: '529.982.247-25' };

function pix(pixKeyType: string, pixKey: string) {
  return payoutDestinationInputSchema.safeParse({
    kind: 'PIX',
    pixKeyType,
    pixKey,
    ...holder,
  });
}

function bank(overrides: Record<string, unknown> = {}) {
  return payoutDestinationInputSchema.safeParse({
    kind: 'BANK',
    bankCode: '001',
    agency: '1234',
    account: '123456',
    accountDigit: '7',
    accountType: 'CHECKING',
    ...holder,
    ...overrides,
  });
}

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('expected a validation issue');
  return { message: issue.message, path: issue.path.join('.') };
}

function parsed(result: { success: boolean; data?: unknown }) {
  expect(result.success).toBe(true);
  return result.data as PayoutDestinationInput & Record<string, string>;
}

describe('Pix keys', () => {
  it.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CPF', ' 52998224725 ', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['CNPJ', '11222333000181', '11222333000181'],
    ['EMAIL', ' Ana.Souza@Gmail.com ', 'ana.souza@gmail.com'],
    ['PHONE', '(11) 98765-4321', '+5511987654321'],
    ['PHONE', '+55 11 98765-4321', '+5511987654321'],
    ['PHONE', '5511987654321', '+5511987654321'],
    ['PHONE', '(21) 3333-4444', '+552133334444'],
    [
      'EVP',
      '1B4E28BA-2FA1-11D2-883F-0016D3CCA427',
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    ],
  ])('accepts a %s key %j and stores it as %j', (type, key, stored) => {
    expect(parsed(pix(type, key)).pixKey).toBe(stored);
  });

  it.each([
    ['CPF', '529.982.247-24', v.pixKeyCpfInvalid],
    ['CPF', '111.111.111-11', v.pixKeyCpfInvalid],
    ['CPF', '11.222.333/0001-81', v.pixKeyCpfInvalid],
    ['CNPJ', '11.222.333/0001-82', v.pixKeyCnpjInvalid],
    ['CNPJ', '52998224725', v.pixKeyCnpjInvalid],
    ['EMAIL', 'ana.souza@', v.pixKeyEmailInvalid],
    ['EMAIL', 'ana souza@gmail.com', v.pixKeyEmailInvalid],
    ['EMAIL', `${'a'.repeat(70)}@gmail.com`, v.pixKeyEmailInvalid],
    ['PHONE', '98765-4321', v.pixKeyPhoneInvalid],
    ['PHONE', '(10) 98765-4321', v.pixKeyPhoneInvalid],
    ['PHONE', '+1 415 555 0100', v.pixKeyPhoneInvalid],
    ['PHONE', 'ana@gmail.com', v.pixKeyPhoneInvalid],
    ['EVP', '1b4e28ba2fa111d2883f0016d3cca427', v.pixKeyEvpInvalid],
    ['EVP', 'not-a-key', v.pixKeyEvpInvalid],
  ])('refuses a %s key %j', (type, key, message) => {
    expect(firstMessage(pix(type, key))).toEqual({ message, path: 'pixKey' });
  });

  it('asks for a key and a key type', () => {
    expect(firstMessage(pix('CPF', '  '))).toEqual({
      message: v.pixKeyRequired,
      path: 'pixKey',
    });
    expect(firstMessage(pix('IBAN', '52998224725'))).toEqual({
      message: v.pixKeyTypeInvalid,
      path: 'pixKeyType',
    });
  });
});

describe('holder', () => {
  it('needs a full name and a valid CPF or CNPJ, stored as digits', () => {
    const data = parsed(
      payoutDestinationInputSchema.safeParse({
        kind: 'PIX',
        pixKeyType: 'EMAIL',
        pixKey: 'ana@gmail.com',
        holderName: '  Ana   Souza  ',
        holderDocument: '11.222.333/0001-81',
      }),
    );
    expect(data.holderName).toBe('Ana Souza');
    expect(data.holderDocument).toBe('11222333000181');
  });

  it.each([['Ana'], ['  '], ['A'.repeat(121) + ' Souza']])(
    'refuses the name %j',
    (holderName) => {
      expect(firstMessage(bank({ holderName }))).toEqual({
        message: v.holderNameInvalid,
        path: 'holderName',
      });
    },
  );

  it.each([['529.982.247-24'], ['123'], ['11.222.333/0001-80'], ['']])(
    'refuses the document %j',
    (holderDocument) => {
      expect(firstMessage(bank({ holderDocument }))).toEqual({
        message: v.holderDocumentInvalid,
        path: 'holderDocument',
      });
    },
  );
});

describe('bank accounts', () => {
  it('accepts an account of a listed bank', () => {
    expect(parsed(bank({ accountDigit: 'x' }))).toEqual({
      kind: 'BANK',
      bankCode: '001',
      agency: '1234',
      account: '123456',
      accountDigit: 'X',
      accountType: 'CHECKING',
      holderName: 'Ana Souza',
      holderDocument: '52998224725',
    });
  });

  it.each([
    [{ bankCode: '1' }, 'bankCode', v.bankCodeInvalid],
    [{ bankCode: '999' }, 'bankCode', v.bankCodeInvalid],
    [{ agency: '' }, 'agency', v.bankAgencyInvalid],
    [{ agency: '123456' }, 'agency', v.bankAgencyInvalid],
    [{ agency: '12-3' }, 'agency', v.bankAgencyInvalid],
    [{ account: '1234567890123' }, 'account', v.bankAccountInvalid],
    [{ account: 'abc' }, 'account', v.bankAccountInvalid],
    [{ accountDigit: '' }, 'accountDigit', v.bankAccountDigitInvalid],
    [{ accountDigit: '123' }, 'accountDigit', v.bankAccountDigitInvalid],
    [{ accountDigit: 'Y' }, 'accountDigit', v.bankAccountDigitInvalid],
    [{ accountType: 'SALARY' }, 'accountType', v.bankAccountTypeInvalid],
  ])('refuses %j', (overrides, path, message) => {
    expect(firstMessage(bank(overrides))).toEqual({ message, path });
  });

  it('refuses an unknown kind', () => {
    expect(
      firstMessage(payoutDestinationInputSchema.safeParse({ kind: 'CASH' }))
        .message,
    ).toBe(v.payoutDestinationKindInvalid);
  });
});

describe('the list of banks', () => {
  it('has every popular bank in the Banco Central register, once', () => {
    const official = new Set(getBanks().map((b) => b.code));
    for (const popular of POPULAR_BANKS)
      expect(official.has(popular.code)).toBe(true);
    const codes = BRAZILIAN_BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(official.size);
  });

  it('names the banks couples use by their usual names', () => {
    expect(findBrazilianBank('260')?.name).toBe('Nubank');
    expect(findBrazilianBank('104')?.name).toBe('Caixa Econômica Federal');
    expect(findBrazilianBank('000')).toBeUndefined();
  });
});

describe('masked and whole destinations', () => {
  it.each([
    ['CPF', '529.982.247-25', 'Pix CPF ***.982.247-**'],
    ['CNPJ', '11.222.333/0001-81', 'Pix CNPJ **.222.333/0001-**'],
    ['EMAIL', 'Ana.Souza@gmail.com', 'Pix e-mail an***@gmail.com'],
    ['EMAIL', 'a@gmail.com', 'Pix e-mail a***@gmail.com'],
    ['PHONE', '(11) 98765-4321', 'Pix celular +55 (11) *****-4321'],
    [
      'EVP',
      '1b4e28ba-2fa1-11d2-883f-0016d3cc9c2d',
      'Pix chave aleatória 1b4e…9c2d',
    ],
  ])('masks a %s key', (type, key, masked) => {
    expect(maskPayoutDestination(parsed(pix(type, key)))).toBe(masked);
  });

  it('masks a bank account and names the bank', () => {
    expect(maskPayoutDestination(parsed(bank()))).toBe(
      'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
    );
    expect(
      maskPayoutDestination(parsed(bank({ accountType: 'SAVINGS' }))),
    ).toBe('Banco do Brasil (001) · Ag. 1234 · Conta poupança ***56-7');
    expect(wholePayoutDestination(parsed(bank())).kind === 'BANK').toBe(true);
    expect(wholePayoutDestination(parsed(bank()))).toMatchObject({
      bankName: 'Banco do Brasil',
      account: '123456',
    });
  });
});

describe('conclude and fail bodies', () => {
  const e2e = 'E00000000202401011200abcdefghijk';

  it('takes a transfer id of at most 100 characters', () => {
    expect(
      concludePayoutBodySchema.safeParse({ paidAmount: 100, transferId: e2e })
        .success,
    ).toBe(true);
    expect(
      firstMessage(
        concludePayoutBodySchema.safeParse({
          paidAmount: 100,
          transferId: 'x'.repeat(101),
        }),
      ).message,
    ).toBe(v.transferIdTooLong);
  });

  it('requires a Pix end-to-end id for a Pix payout only', () => {
    expect(e2e).toHaveLength(32);
    expect(transferIdProblem('PIX', e2e)).toBeNull();
    expect(transferIdProblem('PIX', undefined)).toBe(v.transferIdRequired);
    expect(transferIdProblem('PIX', 'TED-123')).toBe(v.transferIdInvalid);
    expect(transferIdProblem('PIX', e2e.slice(0, 31))).toBe(
      v.transferIdInvalid,
    );
    expect(transferIdProblem('BANK', undefined)).toBeNull();
    expect(transferIdProblem('BANK', 'TED-123')).toBeNull();
    expect(transferIdProblem(null, undefined)).toBeNull();
  });

  it('requires a reason of 3 to 500 characters to fail a payout', () => {
    expect(
      failPayoutBodySchema.safeParse({ reason: 'Conta encerrada' }).success,
    ).toBe(true);
    for (const reason of ['', ' a ', 'x'.repeat(501)])
      expect(firstMessage(failPayoutBodySchema.safeParse({ reason }))).toEqual({
        message: v.failureReasonInvalid,
        path: 'reason',
      });
    expect(firstMessage(failPayoutBodySchema.safeParse({})).message).toBe(
      v.failureReasonInvalid,
    );
  });
});
