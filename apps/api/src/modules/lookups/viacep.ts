import type { CepAddress } from '@celebra/contracts';
import { z } from 'zod';
import { fetchJson } from './fetch-json';
import { LookupUnavailableError } from './lookup-unavailable-error';

const PROVIDER = 'ViaCEP';

/** ViaCEP's answers: the address, or `{"erro": "true"}` (older: `true`). */
const viaCepAnswerSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string().default(''),
    uf: z.string().default(''),
  }),
]);

export interface ViaCepOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
}

/** 'street, district, city, state' without the parts ViaCEP leaves blank (whole-city CEPs). */
export function joinAddress(parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** `GET {base}/ws/<8 digits>/json/`: the address, null when ViaCEP does not know the CEP. */
export async function fetchViaCep(
  digits: string,
  { baseUrl, userAgent, timeoutMs }: ViaCepOptions,
): Promise<CepAddress | null> {
  const { status, body } = await fetchJson(`${baseUrl}/ws/${digits}/json/`, {
    provider: PROVIDER,
    headers: { 'user-agent': userAgent },
    timeoutMs,
  });
  if (status !== 200)
    throw new LookupUnavailableError(PROVIDER, `HTTP ${status}`);
  const answer = viaCepAnswerSchema.safeParse(body);
  if (!answer.success)
    throw new LookupUnavailableError(PROVIDER, 'unexpected answer');
  if ('erro' in answer.data) return null;
  const { logradouro, bairro, localidade, uf } = answer.data;
  return {
    postalCode: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    street: logradouro,
    district: bairro,
    city: localidade,
    state: uf,
    fullAddress: joinAddress([logradouro, bairro, localidade, uf]),
  };
}
