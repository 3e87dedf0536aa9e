import { z } from 'zod';
import * as messages from '../texts/shared';
import { EVENT_THEMES } from './themes';

/**
 * Apart from the themes' data (./themes.ts), which the public site reads without bringing
 * zod into its first download.
 */
export const eventThemeSchema = z.enum(EVENT_THEMES, {
  error: messages.validation.themeUnknown,
});
