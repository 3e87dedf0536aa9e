import { guestDataFilename, guestDataRoutes } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { csvDownloadHeaders } from '../../lib/csv';
import { downloadHeaders } from '../../lib/download-headers';
import { HOUR_MS, limitBy, perMinute } from '../../plugins/rate-limit';
import { guestDataToCsv } from './guest-data-csv';
import type { GuestDataCodeService } from './guest-data-code.service';
import type { GuestDataService } from './guest-data.service';
import { guestEmailHash } from './guest-data-token';

/** Codes asked per hour from one client address, and for one e-mail from anywhere. */
const CODES_PER_ADDRESS_PER_HOUR = 10;
const CODES_PER_EMAIL_PER_HOUR = 5;
/** Codes typed per minute from one client address (each code also dies after 5 wrong tries). */
const SESSIONS_PER_MINUTE = 10;
/** Calls of an open 'Meus dados' per minute from one client address. */
const DATA_CALLS_PER_MINUTE = 30;

const tooManyCodes = () => apiTexts.guestData.tooManyCodes;

/**
 * A guest's 'Meus dados' on the public site: the code, then the data, its downloads, the
 * correction and the erasure, each behind the token of the code.
 */
export function privacyPublicRoutes(
  app: FastifyInstance,
  services: { codes: GuestDataCodeService; data: GuestDataService },
): void {
  const { codes, data } = services;
  const dataLimit = { config: perMinute(DATA_CALLS_PER_MINUTE) };
  const subjectOf = (headers: { 'x-guest-data-token'?: string }) =>
    data.subjectOf(headers['x-guest-data-token']);

  route(
    app,
    guestDataRoutes.requestCode,
    (request) => codes.requestCode(request.body.email),
    {
      // Every valid request counts, whether or not the e-mail holds data.
      preHandler: limitBy(app, [
        {
          name: 'guest-data-code-address',
          max: CODES_PER_ADDRESS_PER_HOUR,
          timeWindowMs: HOUR_MS,
          key: (request) => request.ip,
          message: tooManyCodes,
        },
        {
          name: 'guest-data-code-email',
          max: CODES_PER_EMAIL_PER_HOUR,
          timeWindowMs: HOUR_MS,
          key: (request) =>
            guestEmailHash((request.body as { email: string }).email),
          message: tooManyCodes,
        },
      ]),
    },
  );
  route(
    app,
    guestDataRoutes.openSession,
    (request) => codes.openSession(request.body),
    { config: perMinute(SESSIONS_PER_MINUTE) },
  );
  route(
    app,
    guestDataRoutes.data,
    async (request) => ({
      success: true as const,
      data: await data.data(subjectOf(request.headers)),
    }),
    dataLimit,
  );
  route(
    app,
    guestDataRoutes.exportJson,
    async (request, reply) => {
      const exported = await data.data(subjectOf(request.headers));
      reply.headers(downloadHeaders(guestDataFilename('json')));
      return exported;
    },
    dataLimit,
  );
  route(
    app,
    guestDataRoutes.exportCsv,
    async (request, reply) => {
      const exported = await data.data(subjectOf(request.headers));
      return reply
        .headers(csvDownloadHeaders(guestDataFilename('csv')))
        .send(guestDataToCsv(exported));
    },
    dataLimit,
  );
  route(
    app,
    guestDataRoutes.correct,
    (request) => data.correct(subjectOf(request.headers), request.body),
    dataLimit,
  );
  route(
    app,
    guestDataRoutes.erase,
    (request) => data.erase(subjectOf(request.headers)),
    dataLimit,
  );
}
