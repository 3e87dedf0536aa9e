import { recordActivity } from '../../../lib/activity';
import {
  INVITATION_IMPORT_MAX_ROWS,
  itemAt,
  type InvitationImportBody,
  type InvitationImportPreview,
  invitationMessages as m,
} from '@celebra/contracts';
import {
  type Db,
  type DbOrTx,
  guests,
  invitations,
  newInvitationCode,
} from '@celebra/db';
import { AppError } from '../../../errors/app-error';
import {
  listInvitationKeys,
  lockInvitationList,
} from '../invitations.repository';
import {
  existingKeysOf,
  headerOf,
  invitationsOf,
  markDuplicates,
  type ReadRow,
  readRow,
} from './import-rows';
import { decodeImportBytes, detectSeparator, readTable } from './read-table';

const refuse = (message: string) => new AppError('UNPROCESSABLE', message);

/** The rows of a file or a paste, each with its errors against the event's invitations. */
async function readImport(
  db: DbOrTx,
  eventId: number,
  body: InvitationImportBody,
) {
  const { text, encoding } =
    body.source === 'file'
      ? decodeImportBytes(Buffer.from(body.data, 'base64'))
      : { text: body.text.replace(/^\uFEFF/, ''), encoding: 'utf-8' as const };
  const separator = detectSeparator(text);
  const [first, ...rest] = readTable(text, separator);
  if (!first) throw refuse(m.importEmpty);
  const columns = headerOf(first);
  if (columns && columns.name === undefined) throw refuse(m.importNoNameColumn);
  const records = columns ? rest : [first, ...rest];
  if (records.length === 0) throw refuse(m.importEmpty);
  if (records.length > INVITATION_IMPORT_MAX_ROWS)
    throw refuse(m.importTooManyRows);
  const rows = records.map((record, index) => readRow(record, columns, index));
  markDuplicates(rows, existingKeysOf(await listInvitationKeys(db, eventId)));
  return { rows, encoding, separator };
}

const shown = ({ invitationKey: _, ...row }: ReadRow) => row;

export type InvitationImportService = ReturnType<
  typeof createInvitationImportService
>;

/** The host's import of a guest list: a CSV (UTF-8 or Windows-1252) or a paste. */
export function createInvitationImportService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** What the import would do; saves nothing. */
    async preview(
      eventId: number,
      body: InvitationImportBody,
    ): Promise<InvitationImportPreview> {
      const { rows, encoding, separator } = await readImport(db, eventId, body);
      return {
        rows: rows.map(shown),
        invitations: invitationsOf(rows).length,
        invalidRows: rows.filter((row) => row.errors.length > 0).length,
        encoding,
        separator,
      };
    },

    /** 422 while rows have errors, unless `skipInvalid`; else every invitation in one transaction. */
    async import(
      eventId: number,
      actorId: number,
      body: InvitationImportBody & { skipInvalid: boolean },
    ) {
      return db.transaction(async (tx) => {
        await lockInvitationList(tx, eventId);
        const { rows } = await readImport(tx, eventId, body);
        const skippedRows = rows.filter((row) => row.errors.length > 0).length;
        if (skippedRows > 0 && !body.skipInvalid)
          throw refuse(m.importHasErrors);
        const households = invitationsOf(rows);
        if (households.length === 0) throw refuse(m.importEmpty);
        const created = await tx
          .insert(invitations)
          .values(
            households.map((household) => ({
              eventId,
              name: household.name,
              groupName: household.groupName,
              maxCompanions: household.maxCompanions,
              phoneNumber: household.phoneNumber,
              email: household.email,
              source: 'import' as const,
              ...newInvitationCode(),
            })),
          )
          .returning({ id: invitations.id });
        await tx.insert(guests).values(
          households.flatMap((household, index) =>
            household.members.map((member, position) => ({
              ...member,
              eventId,
              invitationId: itemAt(created, index).id,
              position,
              email: '',
              phoneNumber: '',
              attending: null,
            })),
          ),
        );
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'guest_added',
          quantity: created.length,
        });
        return { created: created.length, skippedRows };
      });
    },
  };
}
