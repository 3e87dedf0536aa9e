import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_EXPORT_TTL_HOURS,
  ACCOUNT_EXPORTS_PER_DAY,
  type AccountExport,
  type RequestAccountExportResponse,
} from '@celebra/contracts';
import {
  type AccountExport as AccountExportRow,
  type Db,
  events,
  users,
} from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import { enqueueMail } from '../../mail/outbox';
import type { MediaStorage } from '../../storage/media-storage';
import { exportFailedMail, exportReadyMail } from './account-data-mails';
import { accountDataTexts as t } from './account-data-texts';
import { eventGuestData } from './account-export.guest-data';
import {
  claimStaleExports,
  completePrivacyRequest,
  countExportsSince,
  expiredExportFiles,
  EXPORT_BUILD_GIVE_UP_MS,
  findExportByTokenHash,
  forgetExportFile,
  insertBuildingExport,
  latestExport,
  lockAccount,
  markExportFailed,
  markExportReady,
  recordPrivacyRequest,
} from './account-export.repository';
import {
  type ExportedEvent,
  exportFiles,
  mediaName,
  writeExportZip,
} from './account-export.zip';
import { collectHostData } from './host-data-export';

const DAY_MS = 24 * 60 * 60_000;
const TTL_MS = ACCOUNT_EXPORT_TTL_HOURS * 60 * 60_000;

export interface AccountExportDeps {
  db: Db;
  storage: MediaStorage;
  tasks: BackgroundTasks;
  /** Origin of the host app, where the edge forwards /api (the mailed link). */
  hostOrigin: string;
}

/**
 * Storage key of an export's ZIP: `account-exports/<user id>/<32 random hex>.zip`. The random
 * part keeps the key unguessable; the file is only handed out by the token route.
 */
const exportStorageKey = (userId: number) =>
  `account-exports/${userId}/${randomBytes(16).toString('hex')}.zip`;

/** What the page shows of an export. */
function exportView(row: AccountExportRow, now = new Date()): AccountExport {
  const expired =
    row.status === 'ready' && (row.expiresAt <= now || !row.storageKey);
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.status === 'ready' ? row.expiresAt.toISOString() : null,
  };
}

export type AccountExportService = ReturnType<
  typeof createAccountExportService
>;

/**
 * A host's 'Baixar meus dados': the request (one building at a time, a few a day), the build
 * in the background (and again by the sweep when an instance died mid-build), the download by
 * the mailed token, and the deletion of lapsed files.
 */
export function createAccountExportService(deps: AccountExportDeps) {
  const { db, storage, tasks, hostOrigin } = deps;

  async function build(row: AccountExportRow): Promise<void> {
    const [account] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!account) return;
    const owned = await db
      .select({
        id: events.id,
        slug: events.slug,
        avatarUrl: events.avatarUrl,
        bannerUrl: events.bannerUrl,
      })
      .from(events)
      .where(eq(events.userId, account.id))
      .orderBy(asc(events.id));
    const data = await collectHostData(db, {
      userId: account.id,
      email: account.email,
      eventIds: owned.map((event) => event.id),
    });
    const exportedEvents: ExportedEvent[] = [];
    for (const event of owned) {
      const media: ExportedEvent['media'] = [];
      for (const [slot, url] of [
        ['avatar', event.avatarUrl],
        ['banner', event.bannerUrl],
      ] as const) {
        const key = url && storage.keyOf(url);
        if (key) media.push({ name: mediaName(slot, key), key });
      }
      for (const [folder, rows] of [
        ['gallery', data.gallery_items],
        ['party', data.party_media],
      ] as const)
        for (const { eventId, row: item } of rows)
          if (eventId === event.id)
            media.push({
              name: mediaName(
                `${folder}/${String(item['id'])}`,
                String(item['storageKey']),
              ),
              key: String(item['storageKey']),
            });
      exportedEvents.push({
        id: event.id,
        slug: event.slug,
        media,
        guests: await eventGuestData(db, event.id),
      });
    }
    const key = exportStorageKey(account.id);
    await writeExportZip(
      storage,
      key,
      exportFiles(data, exportedEvents),
      exportedEvents,
    );
    const token = newSessionToken();
    const done = await db.transaction(async (tx) => {
      const ready = await markExportReady(tx, row.id, {
        storageKey: key,
        tokenHash: hashSessionToken(token),
        ttlMs: TTL_MS,
      });
      if (ready.length === 0) return false;
      await completePrivacyRequest(
        tx,
        'account_export',
        account.id,
        'Arquivo com os dados enviado por e-mail.',
      );
      await enqueueMail(
        tx,
        exportReadyMail(
          account,
          `${hostOrigin}/api/users/data-export?token=${token}`,
        ),
      );
      return true;
    });
    // Another instance finished it first, or the account was closed meanwhile.
    if (!done) await storage.delete(key);
  }

  async function giveUp(row: AccountExportRow): Promise<void> {
    await db.transaction(async (tx) => {
      const failed = await markExportFailed(tx, row.id);
      if (failed.length === 0) return;
      await completePrivacyRequest(
        tx,
        'account_export',
        row.userId,
        'Não foi possível preparar o arquivo; o titular foi avisado.',
      );
      const [account] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, row.userId));
      if (account) await enqueueMail(tx, exportFailedMail(account));
    });
  }

  return {
    async status(userId: number): Promise<AccountExport | null> {
      const row = await latestExport(db, userId);
      return row ? exportView(row) : null;
    },

    async request(userId: number): Promise<RequestAccountExportResponse> {
      const row = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        if (!account) throw new AppError('NOT_FOUND');
        const latest = await latestExport(tx, userId);
        if (latest?.status === 'building')
          throw new AppError('CONFLICT', t.exportAlreadyBuilding);
        const since = new Date(Date.now() - DAY_MS);
        if (
          (await countExportsSince(tx, userId, since)) >=
          ACCOUNT_EXPORTS_PER_DAY
        )
          throw new AppError('RATE_LIMITED', t.tooManyExports);
        await recordPrivacyRequest(tx, 'account_export', account);
        // Nobody holds a token until the build is done: the row's hash is of a thrown-away one.
        return insertBuildingExport(
          tx,
          userId,
          hashSessionToken(newSessionToken()),
        );
      });
      tasks.run('account export build', () => build(row));
      return {
        success: true,
        message: t.exportRequested,
        export: exportView(row),
      };
    },

    /** The ZIP of the export the token opens; 404 unknown, 410 once the link lapsed. */
    async download(token: string): Promise<{ zip: Buffer; filename: string }> {
      const row = await findExportByTokenHash(db, hashSessionToken(token));
      if (!row) throw new AppError('NOT_FOUND', t.exportLinkUnknown);
      if (row.expiresAt <= new Date() || !row.storageKey)
        throw new AppError('GONE', t.exportLinkExpired);
      const zip = await storage.read(row.storageKey);
      if (!zip) throw new AppError('GONE', t.exportLinkExpired);
      const day = row.createdAt.toISOString().slice(0, 10);
      return { zip, filename: `celebra-meus-dados-${day}.zip` };
    },

    /**
     * Builds again the exports whose builder died (lease lapsed), or gives up on those
     * requested too long ago. Answers how many it looked at.
     */
    async resumeStaleBuilds(now = new Date()): Promise<number> {
      const claimed = await claimStaleExports(db);
      const failures: unknown[] = [];
      for (const row of claimed) {
        const age = now.getTime() - row.createdAt.getTime();
        if (age > EXPORT_BUILD_GIVE_UP_MS) await giveUp(row);
        else await build(row).catch((error: unknown) => failures.push(error));
      }
      if (failures.length > 0) throw failures[0];
      return claimed.length;
    },
  };
}

/**
 * Deletes the ZIPs whose 48-hour link lapsed by `now` (the row stays, without its file, so the
 * page shows the export as expired). Answers how many files it deleted. Safe on several
 * instances: a file is forgotten by a conditional update before it is deleted.
 */
export async function deleteExpiredAccountExports(
  db: Db,
  storage: MediaStorage,
  now: Date,
): Promise<number> {
  let deleted = 0;
  for (const row of await expiredExportFiles(db, now)) {
    if (!row.storageKey) continue;
    const forgotten = await forgetExportFile(db, row.id, row.storageKey);
    if (forgotten.length === 0) continue;
    await storage.delete(row.storageKey);
    deleted += 1;
  }
  return deleted;
}
