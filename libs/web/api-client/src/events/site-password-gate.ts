import {
  DEFAULT_EVENT_THEME,
  isEventTheme,
  type SitePasswordRequiredResponse,
} from '@celebra/contracts';
import { isApiError } from '../lib/api-error';

export type SitePasswordGate = SitePasswordRequiredResponse['event'];

/**
 * Title, colour and theme of a site that asks for its password, when `error` is that 401; else
 * null. Read by hand rather than with the zod contract, which the public site does not load.
 */
export const sitePasswordGateOf = (error: unknown): SitePasswordGate | null => {
  if (!isApiError(error) || error.status !== 401) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  if (!('passwordRequired' in body) || body.passwordRequired !== true)
    return null;
  if (!('event' in body) || typeof body.event !== 'object' || !body.event)
    return null;
  const { title, color, theme } = body.event as Record<string, unknown>;
  return typeof title === 'string' && typeof color === 'string'
    ? { title, color, theme: isEventTheme(theme) ? theme : DEFAULT_EVENT_THEME }
    : null;
};
