import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { registerHost, type HostAccount } from './support/host-accounts';
import { rawRequest, type RawResponse } from './support/raw-http';
import { e2eApiPort, e2ePort, hostHeader } from './support/urls';

const boundary = '----celebra-e2e-boundary';

function multipart(file: Buffer, contentType: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const multipartHeaders = {
  'content-type': `multipart/form-data; boundary=${boundary}`,
};

function hostAuth(host: HostAccount) {
  return {
    ...hostHeader('users'),
    authorization: `Bearer ${host.token}`,
    'x-user-id': String(host.id),
  };
}

/** The one error shape: pt-BR message and code, security headers, no path echoed. */
function expectErrorAnswer(
  response: RawResponse,
  status: number,
  code: string,
  path?: string,
) {
  expect(response.error, 'a readable answer, not a reset').toBeUndefined();
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.text) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code });
  expect(String(body.message)).toMatch(/[a-zà-ú]/);
  expect(String(body.message)).not.toMatch(
    /Bad Request|is not a valid|exceed/i,
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // The api's own set (an API's) or the edge's (its pages'): either forbids framing.
  expect(response.headers['content-security-policy']).toMatch(
    /default-src '(self|none)'.*frame-ancestors '(self|none)'/,
  );
  if (path)
    expect(response.text).not.toMatch(/%E0|\.\.|9{50}|\/api\/|\/media\//);
}

/** 1200×900 of noise: a real PNG over 1 MB, the size from which curl sends Expect. */
async function noisePng(): Promise<Buffer> {
  const [width, height] = [1200, 900];
  return sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

test.describe('edge hardening', () => {
  test.describe.configure({ mode: 'serial' });
  let host: HostAccount;

  test.beforeAll(async ({ request }) => {
    host = await registerHost(request, 'e2e-edge');
  });

  test.describe('Expect: 100-continue through the edge', () => {
    test('a photo over 1 MB sent like curl sends it is stored', async () => {
      const png = await noisePng();
      expect(png.length).toBeGreaterThan(1024 * 1024);
      const response = await rawRequest({
        port: e2ePort,
        method: 'POST',
        path: `/api/users/event-gallery/${host.eventId}`,
        headers: { ...hostAuth(host), ...multipartHeaders },
        body: multipart(png, 'image/png'),
        expectContinue: true,
      });
      expect(response.continued).toBe(true);
      expect(response.error).toBeUndefined();
      expect(response.status, response.text).toBe(200);
      expect(JSON.parse(response.text)).toMatchObject({ success: true });
    });

    test('an oversized JSON body gets 413, not 502', async () => {
      const body = Buffer.alloc(2 * 1024 * 1024, 0x20);
      const response = await rawRequest({
        port: e2ePort,
        method: 'POST',
        path: '/api/users/login',
        headers: { ...hostHeader('users'), 'content-type': 'application/json' },
        body,
        expectContinue: true,
      });
      expectErrorAnswer(response, 413, 'PAYLOAD_TOO_LARGE');
    });

    test('a file over the upload limit gets 413, not 502', async () => {
      const tooBig = Buffer.concat([
        await noisePng(),
        randomBytes(10 * 1024 * 1024),
      ]);
      const response = await rawRequest({
        port: e2ePort,
        method: 'POST',
        path: `/api/users/event-gallery/${host.eventId}`,
        headers: { ...hostAuth(host), ...multipartHeaders },
        body: multipart(tooBig, 'image/png'),
        expectContinue: true,
      });
      expectErrorAnswer(response, 413, 'PAYLOAD_TOO_LARGE');
    });
  });

  test.describe('malformed and hostile URLs', () => {
    const throughEdge = [
      ['/api/health?x=%E0%A4%A', 'site'],
      ['/media/events/1/%E0%A4%A.webp', 'site'],
      ['/api/users/events/%E0%A4%A', 'users'],
      ['/demo/%E0%A4%A', 'site'],
      ['/media/..%2F..%2Fetc%2Fpasswd', 'site'],
      ['/api/users/..%2F..%2Fapi%2Fhealth', 'users'],
      [`/api/users/event-gallery/${'9'.repeat(300)}`, 'users'],
    ] as const;

    for (const [path, prefix] of throughEdge) {
      test(`the edge answers ${path.slice(0, 48)} with 400 in the error shape`, async () => {
        const response = await rawRequest({
          port: e2ePort,
          path,
          headers: hostHeader(prefix),
        });
        expectErrorAnswer(response, 400, 'VALIDATION', path);
      });
    }

    const straightToApi = [
      '/api/users/events/%E0%A4%A',
      `/api/users/event-gallery/${'9'.repeat(300)}`,
    ];
    for (const path of straightToApi) {
      test(`the api answers ${path.slice(0, 48)} with 400 in the error shape`, async () => {
        const response = await rawRequest({ port: e2eApiPort, path });
        expectErrorAnswer(response, 400, 'VALIDATION', path);
      });
    }
  });

  test.describe('an upload with a rejected session', () => {
    const sevenMegabytes = multipart(
      randomBytes(7 * 1024 * 1024),
      'image/jpeg',
    );
    const rejected = {
      ...hostHeader('users'),
      authorization: 'Bearer not-a-session',
      'x-user-id': '1',
      ...multipartHeaders,
    };

    for (const keepAlive of [true, false]) {
      test(`reads back 401 every time (30 tries, ${keepAlive ? 'keep-alive' : 'Connection: close'})`, async () => {
        test.setTimeout(120_000);
        const outcomes: string[] = [];
        for (let attempt = 0; attempt < 30; attempt += 1) {
          const response = await rawRequest({
            port: e2ePort,
            method: 'POST',
            path: `/api/users/event-gallery/${host.eventId}`,
            headers: rejected,
            body: sevenMegabytes,
            keepAlive,
          });
          outcomes.push(response.error ?? String(response.status));
          if (!response.error) expectErrorAnswer(response, 401, 'UNAUTHORIZED');
        }
        expect(outcomes.filter((outcome) => outcome !== '401')).toEqual([]);
      });
    }
  });
});
