import autocannon from 'autocannon';

/**
 * One autocannon run against `url` (loopback): req/s (mean), p50/p99 latency and the
 * errors (connection errors, timeouts and non-2xx answers).
 */
export async function load(
  url,
  { connections, durationSeconds, method, headers, body },
) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    method: method ?? 'GET',
    headers,
    body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
