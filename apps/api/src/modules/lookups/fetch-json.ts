import { LookupUnavailableError } from './lookup-unavailable-error';

export interface FetchJsonOptions {
  provider: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** GETs a JSON document; a network failure, a timeout or a body that is not JSON is a LookupUnavailableError. */
export async function fetchJson(
  url: string,
  { provider, headers, timeoutMs }: FetchJsonOptions,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // A DOMException, not always an Error of this realm.
    const timedOut =
      typeof error === 'object' &&
      error !== null &&
      'name' in error &&
      error.name === 'TimeoutError';
    const reason = timedOut
      ? `no answer in ${timeoutMs} ms`
      : `request failed: ${String(error)}`;
    throw new LookupUnavailableError(provider, reason);
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    if (response.status !== 200) return { status: response.status, body: null };
    throw new LookupUnavailableError(provider, 'answer is not JSON');
  }
}
