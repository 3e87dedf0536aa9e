import {
  EMAIL_PATTERN,
  INVITATION_GROUP_MAX_LENGTH,
  INVITATION_MEMBERS_MAX,
  INVITATION_NAME_MAX_LENGTH,
  type InvitationImportRow,
  invitationMessages as m,
} from '@celebra/contracts';
import { foldText } from '../../../lib/text-search';
import type { TableRecord } from './read-table';

type Column =
  | 'name'
  | 'lastName'
  | 'invitation'
  | 'group'
  | 'phone'
  | 'email'
  | 'companions'
  | 'child';

/** The header cells understood, folded (no accents, lower case). */
const HEADERS: Record<string, Column> = {
  nome: 'name',
  'primeiro nome': 'name',
  'nome completo': 'name',
  sobrenome: 'lastName',
  convite: 'invitation',
  familia: 'invitation',
  casa: 'invitation',
  grupo: 'group',
  telefone: 'phone',
  celular: 'phone',
  whatsapp: 'phone',
  fone: 'phone',
  email: 'email',
  'e-mail': 'email',
  acompanhantes: 'companions',
  crianca: 'child',
};

const YES = new Set(['sim', 's', 'x', '1', 'true']);
const MAX_COMPANIONS = 20;

const fold = (text: string) => foldText(text.trim());

/** Where each column is; undefined when the first line is not a header. */
export type ColumnMap = Partial<Record<Column, number>>;

export function headerOf(record: TableRecord): ColumnMap | undefined {
  const columns: ColumnMap = {};
  record.cells.forEach((cell, index) => {
    const column = HEADERS[fold(cell).replace(/:$/, '')];
    if (column !== undefined && columns[column] === undefined)
      columns[column] = index;
  });
  return Object.keys(columns).length > 0 ? columns : undefined;
}

/** '(DD) NNNNN-NNNN' from any writing of a Brazilian number (+55, 0 before the area code), or undefined. */
export function normalisePhone(text: string): string | undefined {
  let digits = text.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) return undefined;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  return `(${area}) ${local.slice(0, -4)}-${local.slice(-4)}`;
}

/** What one line says, before its duplicates are looked for. */
export interface ReadRow extends InvitationImportRow {
  /** Rows with the same key form one invitation. */
  invitationKey: string;
}

function splitName(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** A line of a list without header: the name, then a phone and/or an e-mail, in any order. */
function headerlessCells(cells: string[]) {
  const [name = '', ...rest] = cells;
  return {
    name,
    phone: rest.find((cell) => !cell.includes('@') && /\d/.test(cell)) ?? '',
    email: rest.find((cell) => cell.includes('@')) ?? '',
  };
}

/** One line as the host meant it, with what is wrong with it on its own. */
export function readRow(
  record: TableRecord,
  columns: ColumnMap | undefined,
  index: number,
): ReadRow {
  const at = (column: Column) => {
    const position = columns?.[column];
    return position === undefined ? '' : (record.cells[position] ?? '').trim();
  };
  const cells = columns
    ? undefined
    : headerlessCells(record.cells.map((c) => c.trim()));
  const name = cells?.name ?? at('name');
  const person =
    columns?.lastName !== undefined
      ? { firstName: name, lastName: at('lastName') }
      : splitName(name);
  const phoneText = cells?.phone ?? at('phone');
  const email = (cells?.email ?? at('email')).toLowerCase();
  const companionsText = at('companions');
  const invitationText = at('invitation');
  const groupText = at('group');
  const phone = phoneText === '' ? '' : normalisePhone(phoneText);
  const companions = companionsText === '' ? 0 : Number(companionsText);

  const errors: string[] = [];
  if (person.firstName === '') errors.push(m.importRowNameRequired);
  if (phone === undefined) errors.push(m.importRowPhoneInvalid);
  if (email !== '' && !EMAIL_PATTERN.test(email))
    errors.push(m.importRowEmailInvalid);
  if (
    !Number.isInteger(companions) ||
    companions < 0 ||
    companions > MAX_COMPANIONS
  )
    errors.push(m.importRowCompanionsInvalid);
  if (groupText.length > INVITATION_GROUP_MAX_LENGTH)
    errors.push(m.groupTooLong);

  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const invitationName = (invitationText || fullName).slice(
    0,
    INVITATION_NAME_MAX_LENGTH,
  );
  return {
    line: record.line,
    invitationKey:
      invitationText === ''
        ? `row:${index}`
        : `invitation:${fold(invitationText)}`,
    invitationName,
    firstName: person.firstName,
    lastName: person.lastName,
    isChild: YES.has(fold(at('child'))),
    groupName: groupText === '' ? null : groupText,
    phoneNumber: phone ?? phoneText,
    email,
    maxCompanions: Number.isInteger(companions) ? companions : 0,
    errors,
  };
}

/** Names and contacts already taken: by the event's invitations, or by an earlier line. */
export interface ExistingKeys {
  names: ReadonlySet<string>;
  phones: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

export function existingKeysOf(
  rows: readonly { name: string; phoneNumber: string; email: string }[],
): ExistingKeys {
  return {
    names: new Set(rows.map((row) => fold(row.name))),
    phones: new Set(
      rows.map((row) => row.phoneNumber.replace(/\D/g, '')).filter(Boolean),
    ),
    emails: new Set(
      rows.map((row) => row.email.trim().toLowerCase()).filter(Boolean),
    ),
  };
}

/**
 * Names each row after its invitation's first row, and marks each row that repeats an invitation of the event (its name, phone or e-mail), or an
 * earlier row (the same person, or a phone or e-mail of another invitation); and the rows past
 * an invitation's 20th member.
 */
export function markDuplicates(rows: ReadRow[], existing: ExistingKeys): void {
  const people = new Set<string>();
  const contactOwner = new Map<string, string>();
  const members = new Map<string, number>();
  const householdNames = new Map<string, string>();
  for (const row of rows) {
    row.invitationName =
      householdNames.get(row.invitationKey) ?? row.invitationName;
    householdNames.set(row.invitationKey, row.invitationName);
    const position = (members.get(row.invitationKey) ?? 0) + 1;
    members.set(row.invitationKey, position);
    if (position > INVITATION_MEMBERS_MAX) row.errors.push(m.tooManyMembers);
    const phone = row.phoneNumber.replace(/\D/g, '');
    if (
      existing.names.has(fold(row.invitationName)) ||
      (phone !== '' && existing.phones.has(phone)) ||
      (row.email !== '' && existing.emails.has(row.email))
    )
      row.errors.push(m.importRowDuplicateExisting);

    const person = fold(`${row.firstName} ${row.lastName}`);
    const contacts = [
      phone && `phone:${phone}`,
      row.email && `email:${row.email}`,
    ];
    const repeated =
      (row.firstName !== '' && people.has(person)) ||
      contacts.some((contact) => {
        const owner = contact ? contactOwner.get(contact) : undefined;
        return owner !== undefined && owner !== row.invitationKey;
      });
    if (repeated) row.errors.push(m.importRowDuplicateInFile);
    people.add(person);
    for (const contact of contacts)
      if (contact && !contactOwner.has(contact))
        contactOwner.set(contact, row.invitationKey);
  }
}

/** An invitation the valid rows make: members in row order, the first group, phone and e-mail given. */
export interface ImportedInvitation {
  name: string;
  groupName: string | null;
  phoneNumber: string;
  email: string;
  maxCompanions: number;
  members: { firstName: string; lastName: string; isChild: boolean }[];
}

export function invitationsOf(rows: readonly ReadRow[]): ImportedInvitation[] {
  const byKey = new Map<string, ImportedInvitation>();
  for (const row of rows) {
    if (row.errors.length > 0) continue;
    const invitation = byKey.get(row.invitationKey) ?? {
      name: row.invitationName,
      groupName: null,
      phoneNumber: '',
      email: '',
      maxCompanions: 0,
      members: [],
    };
    invitation.groupName ??= row.groupName;
    invitation.phoneNumber ||= row.phoneNumber;
    invitation.email ||= row.email;
    invitation.maxCompanions = Math.max(
      invitation.maxCompanions,
      row.maxCompanions,
    );
    invitation.members.push({
      firstName: row.firstName,
      lastName: row.lastName,
      isChild: row.isChild,
    });
    byKey.set(row.invitationKey, invitation);
  }
  return [...byKey.values()];
}
