import { z } from 'zod';
import { defineRoute } from '../http/route-contract';
import {
  guestDataCodeBodySchema,
  guestDataCodeResponseSchema,
  guestDataCorrectionBodySchema,
  guestDataCorrectionResponseSchema,
  guestDataErasureResponseSchema,
  guestDataHeadersSchema,
  guestDataResponseSchema,
  guestDataSchema,
  guestDataSessionBodySchema,
  guestDataSessionResponseSchema,
} from './guest-data.schema';

const tags = ['guests: privacy'];
const signedIn =
  'Needs the X-Guest-Data-Token header (the token of POST /api/guests/privacy/session); a missing, wrong or expired token answers 401.';

/** A guest's 'Meus dados': a one-time code by e-mail, then their data across every event. */
export const guestDataRoutes = {
  requestCode: defineRoute({
    method: 'POST',
    path: '/api/guests/privacy/code',
    access: 'public',
    tags,
    description:
      'E-mails a 6-digit code (valid 10 minutes, single use) when Celebra holds data under the e-mail. The answer is the same whether or not it does. Limited per client address and per e-mail.',
    body: guestDataCodeBodySchema,
    response: guestDataCodeResponseSchema,
    errors: [429],
  }),
  openSession: defineRoute({
    method: 'POST',
    path: '/api/guests/privacy/session',
    access: 'public',
    tags,
    description:
      'Trades the e-mail and its code for a token valid 30 minutes. A wrong, used or expired code answers 400; five wrong tries end the code.',
    body: guestDataSessionBodySchema,
    response: guestDataSessionResponseSchema,
    errors: [429],
  }),
  data: defineRoute({
    method: 'GET',
    path: '/api/guests/privacy/data',
    access: 'public',
    tags,
    description: `Everything held about the e-mail, table by table. ${signedIn}`,
    headers: guestDataHeadersSchema,
    response: guestDataResponseSchema,
    errors: [401, 429],
  }),
  exportJson: defineRoute({
    method: 'GET',
    path: '/api/guests/privacy/export.json',
    access: 'public',
    tags,
    description: `The same data as a JSON file to download. ${signedIn}`,
    headers: guestDataHeadersSchema,
    response: guestDataSchema,
    errors: [401, 429],
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/guests/privacy/export.csv',
    access: 'public',
    tags,
    description: `The same data as CSV for Excel pt-BR (UTF-8 with BOM, ";" separators), one line per row: table, event, field, value. ${signedIn}`,
    headers: guestDataHeadersSchema,
    produces: ['text/csv'],
    response: z.string().describe('text/csv; charset=utf-8'),
    errors: [401, 429],
  }),
  correct: defineRoute({
    method: 'PUT',
    path: '/api/guests/privacy/data',
    access: 'public',
    tags,
    description: `Corrects the name (and the phone, when given) on every row of the e-mail. ${signedIn}`,
    headers: guestDataHeadersSchema,
    body: guestDataCorrectionBodySchema,
    response: guestDataCorrectionResponseSchema,
    errors: [401, 429],
  }),
  erase: defineRoute({
    method: 'DELETE',
    path: '/api/guests/privacy/data',
    access: 'public',
    tags,
    description: `Erases the e-mail's answers and messages and anonymises its guest-list entries and gifts (kept for the legal period), in one transaction; the hosts of each event are told that a guest removed their data. ${signedIn}`,
    headers: guestDataHeadersSchema,
    response: guestDataErasureResponseSchema,
    errors: [401, 429],
  }),
};
