import type { RouteObject } from 'react-router-dom';

/**
 * The event owner's content pages (/custom, /info, /gifts, /custom-pages, /settings, /gallery,
 * /confirmations, /messages), lazy-loaded; filled by their feature folders.
 */
export const ownerPagesRoutes: RouteObject[] = [];
