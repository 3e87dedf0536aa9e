import { defineRoute } from '../http/route-contract';
import {
  listAdminDataViewsQuerySchema,
  listAdminDataViewsResponseSchema,
  listPrivacyRequestsQuerySchema,
  listPrivacyRequestsResponseSchema,
} from './privacy-requests.schema';

const privacyTags = ['admin: privacy'];

/** The back office's records of processing (LGPD arts. 19 and 37). */
export const privacyRecordsRoutes = {
  requests: defineRoute({
    method: 'GET',
    path: '/api/admin/privacy/requests',
    access: 'admin',
    tags: privacyTags,
    summary:
      'Data requests (access, correction, erasure, export, closure), newest first',
    query: listPrivacyRequestsQuerySchema,
    response: listPrivacyRequestsResponseSchema,
  }),
  dataViews: defineRoute({
    method: 'GET',
    path: '/api/admin/privacy/data-views',
    access: 'admin',
    tags: privacyTags,
    summary: "Administrators' views of whole payout destinations, newest first",
    query: listAdminDataViewsQuerySchema,
    response: listAdminDataViewsResponseSchema,
  }),
};
