import {
  makePaymentReference,
  providerIdempotencyKey,
} from './payment-reference';

describe('providerIdempotencyKey', () => {
  it('is a UUID derived from the reference: the same for the same reference only', () => {
    const reference = makePaymentReference('ord', 42);
    const key = providerIdempotencyKey(reference);
    expect(key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(providerIdempotencyKey(reference)).toBe(key);
    expect(providerIdempotencyKey(makePaymentReference('ord', 42))).not.toBe(
      key,
    );
    expect(providerIdempotencyKey('svc_1_0123456789abcdef')).toBe(
      providerIdempotencyKey('svc_1_0123456789abcdef'),
    );
  });
});
