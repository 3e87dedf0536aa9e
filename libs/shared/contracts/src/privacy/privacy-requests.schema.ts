import { z } from 'zod';
import { okResponse, paginationQuerySchema } from '../common.schema';
import * as messages from '../texts/shared';

/** What a person asked of their data (LGPD art. 18): the kinds the back office lists. */
export const PRIVACY_REQUEST_KINDS = [
  'guest_access',
  'guest_correction',
  'guest_erasure',
  'account_export',
  'account_closure',
] as const;

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

const privacyRequestKindLabels = {
  guest_access: 'Convidado consultou seus dados',
  guest_correction: 'Convidado corrigiu seus dados',
  guest_erasure: 'Convidado apagou seus dados',
  account_export: 'Anfitrião baixou seus dados',
  account_closure: 'Anfitrião encerrou a conta',
} as const satisfies Record<PrivacyRequestKind, string>;

/** The request's kind as the back office shows it. */
export const privacyRequestKindLabel = (kind: PrivacyRequestKind): string =>
  privacyRequestKindLabels[kind];

/** Days the LGPD (art. 19) gives to answer a request; after them a pending one is late. */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 15;

/** The back office's filters: every request, the ones not yet answered, the late ones. */
export const PRIVACY_REQUEST_FILTERS = ['all', 'pending', 'overdue'] as const;

export type PrivacyRequestFilter = (typeof PRIVACY_REQUEST_FILTERS)[number];

/** `GET /api/admin/privacy/requests?status=&page=&limit=` */
export const listPrivacyRequestsQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(PRIVACY_REQUEST_FILTERS, {
      error: messages.server.privacyRequestFilterInvalid,
    })
    .default('all'),
});

/** One request: who asked, what, when, when it was answered and how. */
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  /** The e-mail of who asked. */
  email: z.string(),
  requestedAt: z.iso.datetime(),
  /** Null while it is pending. */
  completedAt: z.iso.datetime().nullable(),
  /** What was done, in pt-BR; empty while it is pending. */
  outcome: z.string(),
  /** Whole days from the request to its answer (to now while pending). */
  daysTaken: z.number().int(),
  /** Pending for more than PRIVACY_REQUEST_DEADLINE_DAYS days. */
  overdue: z.boolean(),
});

/** One page, newest first; `total` counts every request matching the filter. */
export const listPrivacyRequestsResponseSchema = okResponse({
  requests: z.array(privacyRequestSchema),
  total: z.number().int(),
});

/** `GET /api/admin/privacy/data-views?page=&limit=` */
export const listAdminDataViewsQuerySchema = paginationQuerySchema;

/** An administrator opened a whole payout destination: who, of which event, when. */
export const adminDataViewSchema = z.object({
  id: z.number().int(),
  /** Null once the administrator's account is gone. */
  admin: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Null once the event is gone. */
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** What was seen, e.g. `payout_destination`. */
  subject: z.string(),
  viewedAt: z.iso.datetime(),
});

/** One page, newest first. */
export const listAdminDataViewsResponseSchema = okResponse({
  views: z.array(adminDataViewSchema),
  total: z.number().int(),
});

export type ListPrivacyRequestsQuery = z.infer<
  typeof listPrivacyRequestsQuerySchema
>;
export type PrivacyRequestRow = z.infer<typeof privacyRequestSchema>;
export type ListPrivacyRequestsResponse = z.infer<
  typeof listPrivacyRequestsResponseSchema
>;
export type ListAdminDataViewsQuery = z.infer<
  typeof listAdminDataViewsQuerySchema
>;
export type AdminDataViewRow = z.infer<typeof adminDataViewSchema>;
export type ListAdminDataViewsResponse = z.infer<
  typeof listAdminDataViewsResponseSchema
>;
