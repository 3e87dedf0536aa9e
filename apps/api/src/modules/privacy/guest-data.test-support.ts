import { GUEST_DATA_TOKEN_HEADER } from '@celebra/contracts';
import type { TestApp } from '../../test/create-test-app';
import { nextIp } from '../../test/factories';
import { waitForMails } from '../../test/mailbox';

/** 'Meus dados' as a guest's browser calls it, each call from its own address unless given. */
export function guestDataCalls(t: TestApp) {
  const requestCode = (email: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guests/privacy/code',
      payload: { email },
      remoteAddress,
    });
  const openSession = (email: string, code: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guests/privacy/session',
      payload: { email, code },
      remoteAddress,
    });
  const withToken = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: token ? { [GUEST_DATA_TOKEN_HEADER]: token } : {},
      ...(payload && { payload }),
    });

  /** The code of the `nth` e-mail (1-based) mailed to the address. */
  async function mailedCode(email: string, nth = 1): Promise<string> {
    const mails = await waitForMails(t.config.DATA_DIR, email, nth);
    const code = /Seu código é: (\d{6})/.exec(mails[nth - 1]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the e-mail to ${email}`);
    return code;
  }

  /** Asks a code, reads it from the mailbox and opens a session: the token. */
  async function signIn(email: string, nth = 1): Promise<string> {
    await requestCode(email);
    const code = await mailedCode(email, nth);
    const answer = await openSession(email, code);
    return (answer.json() as { token: string }).token;
  }

  return {
    requestCode,
    openSession,
    mailedCode,
    signIn,
    data: (token?: string) =>
      withToken('GET', '/api/guests/privacy/data', token),
    exportJson: (token?: string) =>
      withToken('GET', '/api/guests/privacy/export.json', token),
    exportCsv: (token?: string) =>
      withToken('GET', '/api/guests/privacy/export.csv', token),
    correct: (token: string | undefined, payload: object) =>
      withToken('PUT', '/api/guests/privacy/data', token, payload),
    erase: (token?: string) =>
      withToken('DELETE', '/api/guests/privacy/data', token),
  };
}
