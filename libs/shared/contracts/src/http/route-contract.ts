import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: anyone, a signed-in host (`/api/users`), an administrator (`/api/admin`). */
export type RouteAccess = 'public' | 'host' | 'admin';

/** The error statuses a route may document, each answered in the shared error shape. */
export type ErrorStatus =
  | 400
  | 401
  | 403
  | 404
  | 409
  | 410
  | 413
  | 415
  | 422
  | 429
  | 502
  | 503;

/**
 * What a host route does to the event named by its path (`:eventId` or `:id`). The api lets a
 * caller through when their role on that event allows it (`ROLE_PERMISSIONS`).
 */
export const EVENT_PERMISSIONS = [
  /** Reads the event's dashboard, details and lists. */
  'view',
  /** Changes the site: texts, details, settings, pictures, custom pages, the gallery. */
  'site',
  /** Changes the gift list. */
  'gifts',
  /** The guest list and the attendance answers. */
  'guests',
  /** Guests' messages. */
  'messages',
  /** Received gifts, balances, transactions, services bought for the event. */
  'money',
  /** The payout destination and payout requests. */
  'payouts',
  /** Who has access: invite, revoke invitations, list and remove members. */
  'members',
  /** Reads the event's activity list. */
  'activity',
] as const;
export type EventPermission = (typeof EVENT_PERMISSIONS)[number];

/** A multipart body: text fields validated by `fields`, plus one file under `file`. */
export interface MultipartContract {
  readonly fields: z.ZodObject;
  /** The form field that carries the file. */
  readonly file: string;
  /** What the file may be, for the OpenAPI document. */
  readonly fileDescription: string;
  /** The file may be left out (e.g. an edit that keeps the current picture). */
  readonly fileOptional?: true;
}

/**
 * One HTTP route, declared once: the api registers it from here (validation, guards,
 * documented statuses), the OpenAPI document is generated from it, and the web apps call it
 * through api-client's `callRoute`.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  /** Fastify syntax: `/api/users/guests/:eventId`. */
  readonly path: `/api/${string}`;
  readonly access: RouteAccess;
  /** Host routes on one event: what the call does to it (the api checks the caller may). */
  readonly event?: EventPermission;
  /**
   * A sensitive host call: the session must have confirmed its password
   * (`POST /api/users/reauthenticate`) within `REAUTHENTICATION_MAX_AGE_MINUTES`, else 403
   * `REAUTHENTICATION_REQUIRED`.
   */
  readonly reauthenticate?: true;
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly headers?: z.ZodType;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart body (an upload): sent by the web client as FormData, with progress. */
  readonly multipart?: MultipartContract;
  /** The success answer; none for a route that answers a page or a redirect. */
  readonly response?: z.ZodType;
  /** The success status when it is not 200. */
  readonly status?: 201 | 202;
  /**
   * Error statuses particular to this route. Those every route of its kind answers are added by
   * the api: 400 and 503 always, 401 behind a session, 404 with path parameters, 413 and 415
   * with a body, 429 with a rate limit.
   */
  readonly errors?: readonly ErrorStatus[];
  /** Answers with a shape of their own (e.g. the 401 of a password-protected site). */
  readonly responses?: Readonly<Partial<Record<ErrorStatus | 304, z.ZodType>>>;
  /** Media types of a non-JSON success answer (e.g. `text/csv`). */
  readonly produces?: readonly string[];
  readonly consumes?: readonly string[];
  /** An internal route (e.g. the edge's copy of the public sites): left out of the OpenAPI document. */
  readonly hide?: true;
}

/** Declares a route; the literal types are kept, so callers and handlers are typed from it. */
export const defineRoute = <const Route extends RouteContract>(
  route: Route,
): Route => route;

/** `GET /api/guests/event/:slug`: how a route is named in logs, tests and references. */
export type RouteKey<Route extends RouteContract> =
  `${Route['method']} ${Route['path']}`;

export const routeKey = <Route extends RouteContract>(
  route: Pick<Route, 'method' | 'path'>,
): RouteKey<Route> => `${route.method} ${route.path}` as RouteKey<Route>;

/**
 * A route known by its identity, its contract as a type only: for the public site, which leaves
 * zod out of its bundle (its answers are typed, not parsed). The compiler checks the method, the
 * path and the access against the contract.
 */
export interface RouteRef<Route extends RouteContract = RouteContract> {
  readonly method: Route['method'];
  readonly path: Route['path'];
  readonly access: Route['access'];
  /** Never set: carries the contract's type. */
  readonly contract?: Route;
}

export const routeRef = <Route extends RouteContract>(
  ref: Pick<Route, 'method' | 'path' | 'access'>,
): RouteRef<Route> => ref;
