import { WebhookRejectedError } from '../payment-provider';
import { signLocalWebhook, verifyLocalSignature } from './local-signature';

const SECRET = 'celebra-local-demo-secret';
const BODY =
  '{"id":"evt_1","type":"payment.approved","data":{"reference":"ord_1_0123456789abcdef"}}';
const AT = new Date(1_700_000_000 * 1000);

describe('local webhook signature', () => {
  it('signs t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<raw body>"> (known vector, computed with openssl)', () => {
    // printf '%s' '1700000000.<body>' | openssl dgst -sha256 -hmac 'celebra-local-demo-secret' -hex
    expect(signLocalWebhook(BODY, SECRET, AT)).toBe(
      't=1700000000,v1=5d4c7fdfe195036b0e7731c5e0a532ce5e083a8ea209fca51ef685a6d71bfee0',
    );
  });

  it('verifies its own signature up to 300 s later', () => {
    const header = signLocalWebhook(BODY, SECRET, AT);
    expect(() =>
      verifyLocalSignature(
        header,
        BODY,
        SECRET,
        new Date(AT.getTime() + 300_000),
      ),
    ).not.toThrow();
    expect(() =>
      verifyLocalSignature(
        header,
        BODY,
        SECRET,
        new Date(AT.getTime() + 301_000),
      ),
    ).toThrow(WebhookRejectedError);
  });

  it('refuses a changed body or another secret', () => {
    const header = signLocalWebhook(BODY, SECRET, AT);
    expect(() => verifyLocalSignature(header, `${BODY} `, SECRET, AT)).toThrow(
      WebhookRejectedError,
    );
    expect(() =>
      verifyLocalSignature(header, BODY, 'another-secret-1234', AT),
    ).toThrow(WebhookRejectedError);
  });
});
