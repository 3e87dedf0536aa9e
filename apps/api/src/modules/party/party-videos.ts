import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  PARTY_VIDEO_MAX_BYTES,
  PARTY_VIDEO_MAX_SECONDS,
  partyVideoUploadPath,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../../errors/app-error';
import { importNative } from '../../lib/import-native';
import { probeVideo } from '../../media/video-probe';
import { siteAccessTokenOf } from '../events/site-access-header';
import type { PartySite } from './party-site';
import {
  parseGuestName,
  type PartyUploadsService,
} from './party-uploads.service';

type TusServerModule = typeof import('@tus/server');
type TusFileStoreModule = typeof import('@tus/file-store');

/** `<eventId>-<32 hex>`: the upload's id, its file's name in the scratch folder. */
const UPLOAD_ID_PATTERN = /^([1-9]\d{0,9})-[0-9a-f]{32}$/;

/** An unfinished upload is kept this long after its last byte, then swept. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** What the route told tus about the request it hands over. */
interface UploadContext {
  eventId: number;
  slug: string;
}

/** A refusal as tus sends it: the api's error shape, in JSON. */
class TusAnswer {
  readonly status_code: number;
  readonly body: string;
  constructor(error: AppError) {
    this.status_code = error.status;
    this.body = JSON.stringify({
      success: false,
      code: error.code,
      message: error.message,
    });
  }
}

/** tus's own refusals (size, offset, unknown upload) in pt-BR. */
function answerOfTusStatus(status: number): TusAnswer {
  if (status === 413)
    return new TusAnswer(
      new AppError('PAYLOAD_TOO_LARGE', apiTexts.party.videoTooLarge),
    );
  if (status === 404 || status === 410)
    return new TusAnswer(
      new AppError('NOT_FOUND', apiTexts.party.uploadNotFound),
    );
  if (status === 409) return new TusAnswer(new AppError('CONFLICT'));
  if (status >= 500) return new TusAnswer(new AppError('INTERNAL'));
  const answer = new TusAnswer(new AppError('VALIDATION'));
  return Object.assign(answer, { status_code: status });
}

/** The Upload-Metadata value `key` (base64), or undefined. */
function metadataValue(header: string | undefined, key: string) {
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (name === key)
      return value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return undefined;
}

/**
 * Guests' videos by the tus protocol (1.0.0, creation), so that an interrupted upload resumes:
 * `POST /api/guests/party/:slug/videos` creates one (Upload-Length ≤ 100 MB, Upload-Metadata
 * `guestName`), `HEAD`/`PATCH …/videos/:uploadId` read and continue it. Fastify checks the
 * event, its site password, that uploads are on, the quota and the rate limit, then hands the
 * raw request to @tus/server, which writes the bytes to the storage's scratch area. The last
 * PATCH checks the bytes (MP4, QuickTime, WebM) and the duration (≤ 60 s), moves the file into
 * storage, writes the row and answers the photo upload's JSON. Not route contracts: tus needs
 * methods (HEAD, PATCH) and headers of its own (docs/decisions.md).
 */
export async function partyVideoRoutes(
  app: FastifyInstance,
  deps: {
    site: PartySite;
    uploads: PartyUploadsService;
    /** Where unfinished uploads wait: `DATA_DIR/party-uploads`, on the local storage's disk. */
    directory: string;
    uploadLimit: preHandlerAsyncHookHandler;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { site, uploads, log } = deps;
  // One after the other: they share @tus/utils, which Jest's ESM loader cannot link twice at once.
  const { Server } = await importNative<TusServerModule>('@tus/server');
  const { FileStore } =
    await importNative<TusFileStoreModule>('@tus/file-store');
  const { directory } = deps;
  await mkdir(directory, { recursive: true });

  const contexts = new WeakMap<IncomingMessage, UploadContext>();
  const contextOf = (request: Request): UploadContext => {
    const node = (request as { runtime?: { node?: { req: IncomingMessage } } })
      .runtime?.node?.req;
    const context = node && contexts.get(node);
    if (!context) throw new Error('party video upload without its context');
    return context;
  };

  async function finish(
    context: UploadContext,
    upload: {
      id: string;
      size?: number;
      metadata?: Record<string, string | null>;
    },
  ) {
    const filePath = path.join(directory, upload.id);
    try {
      const probe = await probeVideo(filePath);
      if (!probe.type)
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          apiTexts.party.videoTypeUnsupported,
        );
      if (probe.durationSeconds === null)
        throw new AppError('VALIDATION', apiTexts.party.videoUnreadable);
      if (probe.durationSeconds > PARTY_VIDEO_MAX_SECONDS)
        throw new AppError('VALIDATION', apiTexts.party.videoTooLong);
      const guestName = parseGuestName(
        upload.metadata?.['guestName']
          ? { guestName: upload.metadata['guestName'] }
          : {},
      );
      const answer = await uploads.acceptVideo(
        context.eventId,
        { ...probe.type, tempPath: filePath, size: upload.size ?? 0 },
        guestName,
      );
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(answer),
      };
    } catch (error) {
      await rm(filePath, { force: true });
      if (error instanceof AppError) throw new TusAnswer(error);
      log.error({ err: error }, 'party video upload failed');
      throw new TusAnswer(new AppError('INTERNAL'));
    } finally {
      await rm(`${filePath}.json`, { force: true });
    }
  }

  const datastore = new FileStore({
    directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const tus = new Server({
    path: '/api/guests/party/videos',
    datastore,
    maxSize: PARTY_VIDEO_MAX_BYTES,
    // Same-origin only (through the edge): no CORS header.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    namingFunction: (request) =>
      `${contextOf(request).eventId}-${randomBytes(16).toString('hex')}`,
    generateUrl: (request, { id }) =>
      `${partyVideoUploadPath(contextOf(request).slug)}/${id}`,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath && UPLOAD_ID_PATTERN.test(lastPath) ? lastPath : undefined,
    onUploadFinish: async (request, upload) =>
      finish(contextOf(request), upload),
    onResponseError: (_request, error) =>
      error instanceof TusAnswer
        ? undefined
        : answerOfTusStatus('status_code' in error ? error.status_code : 500),
  });

  const sweep = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((error: unknown) => {
      log.warn({ err: error }, 'party video sweep failed');
    });
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Opens the event of the path for this visitor, then lets tus answer. */
  async function handOver(
    request: FastifyRequest<{ Params: { slug: string; uploadId?: string } }>,
    reply: FastifyReply,
    check: (eventId: number) => Promise<void>,
  ) {
    const { slug } = request.params;
    const event = await site.open(slug, siteAccessTokenOf(request));
    await check(event.event.id);
    contexts.set(request.raw, { eventId: event.event.id, slug });
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  const base = '/api/guests/party/:slug/videos';
  await app.register(async (scope) => {
    // The bytes of a PATCH are tus's to read.
    scope.addContentTypeParser(
      'application/offset+octet-stream',
      (_request, _payload, done) => done(null),
    );

    scope.post<{ Params: { slug: string } }>(
      base,
      { schema: { hide: true }, preHandler: deps.uploadLimit },
      (request, reply) =>
        handOver(request, reply, async (eventId) => {
          const length = Number(request.headers['upload-length']);
          if (!Number.isInteger(length) || length <= 0)
            throw new AppError('VALIDATION', apiTexts.party.videoUnreadable);
          if (length > PARTY_VIDEO_MAX_BYTES)
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              apiTexts.party.videoTooLarge,
            );
          const name = metadataValue(
            request.headers['upload-metadata'] as string | undefined,
            'guestName',
          );
          parseGuestName(name ? { guestName: name } : {});
          await uploads.assertAccepting(eventId, length);
        }),
    );

    for (const method of ['HEAD', 'PATCH'] as const)
      scope.route<{ Params: { slug: string; uploadId: string } }>({
        method,
        url: `${base}/:uploadId`,
        schema: { hide: true },
        handler: (request, reply) =>
          handOver(request, reply, async (eventId) => {
            const owner = UPLOAD_ID_PATTERN.exec(request.params.uploadId)?.[1];
            if (Number(owner) !== eventId)
              throw new AppError('NOT_FOUND', apiTexts.party.uploadNotFound);
          }),
      });
  });
}
