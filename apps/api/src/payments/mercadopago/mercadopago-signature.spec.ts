import { WebhookRejectedError } from '../payment-provider';
import {
  mercadoPagoManifest,
  signMercadoPagoManifest,
  verifyMercadoPagoSignature,
} from './mercadopago-signature';
import { outcomeOfMercadoPagoStatus } from './mercadopago-status';

const SECRET = 'mp-webhook-secret-for-tests';
const TS = '1704908010';
const AT_TS = new Date(Number(TS) * 1000);

describe('Mercado Pago signature', () => {
  it('builds the manifest id;request-id;ts; with a trailing semicolon', () => {
    expect(
      mercadoPagoManifest({
        dataId: '123456789',
        requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
        ts: TS,
      }),
    ).toBe(
      'id:123456789;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1704908010;',
    );
  });

  it('lower-cases an alphanumeric data.id and leaves out absent parts', () => {
    expect(
      mercadoPagoManifest({ dataId: 'ABC123def', requestId: 'req-1', ts: TS }),
    ).toBe('id:abc123def;request-id:req-1;ts:1704908010;');
    expect(mercadoPagoManifest({ dataId: '123456789', ts: TS })).toBe(
      'id:123456789;ts:1704908010;',
    );
    expect(mercadoPagoManifest({ ts: TS })).toBe('ts:1704908010;');
  });

  it('matches known HMAC-SHA256 vectors (computed with openssl)', () => {
    // printf '%s' '<manifest>' | openssl dgst -sha256 -hmac 'mp-webhook-secret-for-tests' -hex
    expect(
      signMercadoPagoManifest(
        {
          dataId: '123456789',
          requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
          ts: TS,
        },
        SECRET,
      ),
    ).toBe('c5dec4ab1220730a9a4b119ed3e47f1a30472bebc2f2d4581f687b6c11a32ea0');
    expect(
      signMercadoPagoManifest(
        { dataId: 'ABC123DEF', requestId: 'req-1', ts: TS },
        SECRET,
      ),
    ).toBe('94dd7be28b01eb574fc32c9079112f1c92e4d61418bb78341a537a3627da0f04');
    expect(
      signMercadoPagoManifest({ dataId: '123456789', ts: TS }, SECRET),
    ).toBe('4d9928b9b13682e94cbeb631c72c9c21c3513a68be7aadcdd12d67529aa029c8');
  });

  const header = `ts=${TS},v1=c5dec4ab1220730a9a4b119ed3e47f1a30472bebc2f2d4581f687b6c11a32ea0`;
  const input = {
    signature: header,
    requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
    dataId: '123456789',
  };

  it('accepts the known vector within 300 s of its ts', () => {
    expect(() =>
      verifyMercadoPagoSignature(input, SECRET, AT_TS),
    ).not.toThrow();
    expect(() =>
      verifyMercadoPagoSignature(
        input,
        SECRET,
        new Date(AT_TS.getTime() + 300_000),
      ),
    ).not.toThrow();
  });

  it.each([
    ['a stale ts (301 s)', input, new Date(AT_TS.getTime() + 301_000)],
    ['a ts far in the future', input, new Date(AT_TS.getTime() - 301_000)],
    ['another data.id', { ...input, dataId: '123456780' }, AT_TS],
    ['another x-request-id', { ...input, requestId: 'other' }, AT_TS],
    ['no x-signature', { ...input, signature: undefined }, AT_TS],
    ['a header without v1', { ...input, signature: `ts=${TS}` }, AT_TS],
    ['a v1 that is not hex', { ...input, signature: `ts=${TS},v1=zz` }, AT_TS],
  ])('refuses %s', (_label, candidate, now) => {
    expect(() => verifyMercadoPagoSignature(candidate, SECRET, now)).toThrow(
      WebhookRejectedError,
    );
  });

  it('refuses the vector under another secret', () => {
    expect(() =>
      verifyMercadoPagoSignature(input, 'another-secret', AT_TS),
    ).toThrow(WebhookRejectedError);
  });

  it('accepts a ts given in milliseconds', () => {
    const ts = String(AT_TS.getTime());
    const v1 = signMercadoPagoManifest(
      { dataId: '1', requestId: 'r', ts },
      SECRET,
    );
    expect(() =>
      verifyMercadoPagoSignature(
        { signature: `ts=${ts},v1=${v1}`, requestId: 'r', dataId: '1' },
        SECRET,
        AT_TS,
      ),
    ).not.toThrow();
  });
});

describe('Mercado Pago status mapping', () => {
  it.each([
    ['approved', 'approved'],
    ['rejected', 'refused'],
    ['cancelled', 'cancelled'],
    ['refunded', 'cancelled'],
    ['charged_back', 'cancelled'],
    ['pending', 'pending'],
    ['in_process', 'pending'],
    ['authorized', 'pending'],
    ['in_mediation', 'pending'],
    ['something_new', 'pending'],
  ])('%s → %s', (status, outcome) => {
    expect(outcomeOfMercadoPagoStatus(status)).toBe(outcome);
  });
});
