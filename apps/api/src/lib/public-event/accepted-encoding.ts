export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, when the client
 * accepts it (a `q=0` refuses; `*` accepts both), else none.
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const accepted = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params
      .map((param) => param.trim())
      .find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const wildcard = accepted.get('*') ?? false;
  if (accepted.get('br') ?? wildcard) return 'br';
  if (accepted.get('gzip') ?? wildcard) return 'gzip';
  return 'identity';
}
