import {
  makePaymentReference,
  pixIdempotencyKey,
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

describe('pixIdempotencyKey', () => {
  it('is stable for one charge of a reference, new for the next attempt and apart from the checkout key', () => {
    const reference = makePaymentReference('ord', 7);
    const first = pixIdempotencyKey(reference, 1);
    expect(first).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(pixIdempotencyKey(reference, 1)).toBe(first);
    expect(pixIdempotencyKey(reference, 2)).not.toBe(first);
    expect(first).not.toBe(providerIdempotencyKey(reference));
  });
});
