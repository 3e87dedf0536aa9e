import type { RouteObject } from 'react-router-dom';

/**
 * Gifts, event types, services and service types (spec admin §2): owned by the catalogue
 * screens, composed into the signed-in routes by authenticated-routes.tsx.
 */
export const catalogueRoutes: RouteObject[] = [];
