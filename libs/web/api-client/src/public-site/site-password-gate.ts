import { sitePasswordRequiredResponseSchema } from '@celebra/contracts';
import { isApiError } from '../lib/api-error';

/** Title and colour of a site that asks for its password, when `error` is that 401; else null. */
export const sitePasswordGateOf = (
  error: unknown,
): { title: string; color: string } | null => {
  if (!isApiError(error) || error.status !== 401) return null;
  const parsed = sitePasswordRequiredResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.event : null;
};
