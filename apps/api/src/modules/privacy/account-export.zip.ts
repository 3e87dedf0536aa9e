import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { MediaStorage } from '../../storage/media-storage';
import type { EventGuestData } from './account-export.guest-data';
import type { ExportedRow } from './host-data-export';
import type { HostDataTable } from './personal-data-tables';
import { ACCOUNT_EXPORT_README } from './account-export.readme';

/**
 * The file of an event's folder each table's rows go to (the account's own rows, and
 * memberships of other people's events, always go to account.json).
 */
const EXPORT_FILE_OF_TABLE: Record<HostDataTable, string> = {
  users: 'account.json',
  sessions: 'account.json',
  password_resets: 'account.json',
  email_changes: 'account.json',
  account_exports: 'account.json',
  privacy_requests: 'account.json',
  outbox: 'account.json',
  events: 'event.json',
  event_details: 'event.json',
  event_settings: 'event.json',
  custom_pages: 'pages.json',
  rsvp_questions: 'questions.json',
  gallery_items: 'gallery.json',
  party_media: 'party.json',
  event_gifts: 'gifts.json',
  event_members: 'members.json',
  event_member_invitations: 'members.json',
  event_activities: 'activity.json',
  event_services: 'services.json',
  payout_destinations: 'payouts.json',
  payout_destination_changes: 'payouts.json',
  payouts: 'payouts.json',
};

/** An owned event as the ZIP names it, with its media files' storage keys. */
export interface ExportedEvent {
  id: number;
  slug: string;
  /** `media/<name>` in the event's folder → storage key. */
  media: { name: string; key: string }[];
  guests: EventGuestData;
}

const json = (value: unknown) =>
  Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** The ZIP's files, name → content, before the media files are read. */
export function exportFiles(
  data: Record<HostDataTable, ExportedRow[]>,
  exportedEvents: ExportedEvent[],
): Map<string, Buffer> {
  const files = new Map<string, Record<string, unknown[]>>();
  const add = (file: string, table: string, row: Record<string, unknown>) => {
    const content = files.get(file) ?? {};
    (content[table] ??= []).push(row);
    files.set(file, content);
  };
  const folderOf = new Map(
    exportedEvents.map((event) => [event.id, `events/${event.slug}`]),
  );
  // Every event folder has every file, empty lists included, as the README describes.
  for (const table of Object.keys(EXPORT_FILE_OF_TABLE) as HostDataTable[]) {
    const file = EXPORT_FILE_OF_TABLE[table];
    if (file === 'account.json') continue;
    for (const folder of folderOf.values())
      files.set(`${folder}/${file}`, {
        ...files.get(`${folder}/${file}`),
        [table]: [],
      });
  }
  for (const table of Object.keys(EXPORT_FILE_OF_TABLE) as HostDataTable[]) {
    for (const { eventId, row } of data[table]) {
      const folder = eventId === null ? undefined : folderOf.get(eventId);
      if (folder) add(`${folder}/${EXPORT_FILE_OF_TABLE[table]}`, table, row);
      else add('account.json', table, row);
    }
  }
  const out = new Map<string, Buffer>([
    ['README.txt', Buffer.from(ACCOUNT_EXPORT_README, 'utf8')],
  ]);
  for (const [name, content] of files) out.set(name, json(content));
  for (const event of exportedEvents) {
    const folder = folderOf.get(event.id) ?? '';
    out.set(
      `${folder}/guests.csv`,
      Buffer.from(event.guests.guestsCsv, 'utf8'),
    );
    out.set(
      `${folder}/guests.json`,
      json({
        guests: event.guests.guests,
        invitations: event.guests.invitations,
        answers: event.guests.answers,
      }),
    );
    out.set(
      `${folder}/messages.json`,
      json({ messages: event.guests.messages }),
    );
    out.set(`${folder}/orders.json`, json({ orders: event.guests.orders }));
  }
  return out;
}

/**
 * Writes the ZIP to a scratch file of the storage and moves it to `key`; the media files are
 * read one at a time (a missing one is left out).
 */
export async function writeExportZip(
  storage: MediaStorage,
  key: string,
  files: Map<string, Buffer>,
  exportedEvents: ExportedEvent[],
): Promise<void> {
  const zip = new yazl.ZipFile();
  const temp = await storage.tempPath('.zip');
  const written = pipeline(zip.outputStream, createWriteStream(temp));
  try {
    for (const [name, content] of files) zip.addBuffer(content, name);
    for (const event of exportedEvents)
      for (const file of event.media) {
        const content = await storage.read(file.key);
        if (content)
          zip.addBuffer(content, `events/${event.slug}/media/${file.name}`, {
            compress: false,
          });
      }
    zip.end();
    await written;
  } catch (error) {
    zip.end();
    await written.catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  await storage.putFile(key, temp, 'application/zip');
}

/** `media/<name>` of a stored file: its slot (or gallery id) and its own extension. */
export const mediaName = (base: string, key: string) =>
  `${base}${path.extname(key)}`;
