import { z } from 'zod';
import { defineRoute } from '../http/route-contract';
import {
  accountDataResponseSchema,
  accountExportDownloadQuerySchema,
  cancelAccountClosureResponseSchema,
  requestAccountClosureResponseSchema,
  requestAccountExportResponseSchema,
} from './account-data.schema';

const tags = ['users: my data'];

/** 'Meus dados' of the host app: download everything of the account, close the account. */
export const accountDataRoutes = {
  accountData: defineRoute({
    method: 'GET',
    path: '/api/users/me/data',
    access: 'host',
    tags,
    summary:
      "The account's latest data export and its closure in the grace period, if any",
    response: accountDataResponseSchema,
  }),
  requestExport: defineRoute({
    method: 'POST',
    path: '/api/users/me/data/export',
    access: 'host',
    tags,
    summary:
      'Build a ZIP of everything of the account and its events in the background; a download link valid 48 hours is e-mailed',
    description:
      'One export is built at a time per account (409 while one is being built) and a few per day (429).',
    response: requestAccountExportResponseSchema,
    status: 202,
    errors: [409, 429],
  }),
  downloadExport: defineRoute({
    method: 'GET',
    path: '/api/users/data-export',
    access: 'public',
    tags,
    summary: 'The ZIP of an export, by the token of the e-mailed link',
    description:
      'The token alone opens it (the link may be opened on any device), as many times as needed within 48 hours; afterwards 410.',
    query: accountExportDownloadQuerySchema,
    produces: ['application/zip'],
    response: z.string().describe('application/zip'),
    errors: [404, 410],
  }),
  requestClosure: defineRoute({
    method: 'POST',
    path: '/api/users/me/closure',
    access: 'host',
    reauthenticate: true,
    tags,
    summary:
      'Close the account after a 7-day grace period; refused (409, with the event and the reason) while an event of the account has a balance or a payout pending',
    response: requestAccountClosureResponseSchema,
    errors: [409],
  }),
  cancelClosure: defineRoute({
    method: 'DELETE',
    path: '/api/users/me/closure',
    access: 'host',
    tags,
    summary: 'Cancel the closure during its grace period',
    response: cancelAccountClosureResponseSchema,
    errors: [409],
  }),
};
