import { ERASED_GUEST_NAME } from '@celebra/contracts';
import {
  type DbOrTx,
  guestMessages,
  guestResponses,
  guests,
  invitations,
  orders,
  outbox,
  privacyCodes,
  rsvpAnswers,
} from '@celebra/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { type GuestDataSubject, holdsEmail } from './guest-data.repository';
import type { GuestDataTable } from './personal-data-tables';

const [erasedFirstName = '', erasedLastName = ''] =
  ERASED_GUEST_NAME.split(' ');

/** Nothing to do: the rule of the table is `keep` (a legal record, or no personal column left). */
const kept = () => Promise.resolve();

/**
 * What a guest's erasure does to each table, following the register (`delete`, `anonymise`,
 * `keep`): run in one transaction, in this order. Typed by the register: a guest table without
 * a rule does not compile.
 */
const GUEST_DATA_ERASERS = {
  guest_messages: async (tx, { email }) => {
    await tx
      .delete(guestMessages)
      .where(holdsEmail(guestMessages.email, email));
  },
  guest_responses: async (tx, { email }) => {
    await tx
      .delete(guestResponses)
      .where(holdsEmail(guestResponses.email, email));
  },
  guests: async (tx, { email }) => {
    const entries = tx
      .select({ id: guests.id })
      .from(guests)
      .where(holdsEmail(guests.email, email));
    await tx
      .delete(guestResponses)
      .where(inArray(guestResponses.guestId, entries));
    await tx
      .update(guests)
      .set({
        firstName: erasedFirstName,
        lastName: erasedLastName,
        email: '',
        phoneNumber: '',
        companionNames: sql`'{}'::text[]`,
        note: null,
        anonymisedAt: sql`now()`,
      })
      .where(holdsEmail(guests.email, email));
  },
  orders: async (tx, { email }) => {
    await tx
      .update(orders)
      .set({
        guestName: ERASED_GUEST_NAME,
        guestContact: '',
        guestNote: '',
        anonymisedAt: sql`now()`,
      })
      .where(holdsEmail(orders.guestContact, email));
  },
  rsvp_answers: async (tx, { email }) => {
    await tx
      .delete(rsvpAnswers)
      .where(
        inArray(
          rsvpAnswers.invitationId,
          tx
            .select({ id: invitations.id })
            .from(invitations)
            .where(holdsEmail(invitations.email, email)),
        ),
      );
  },
  // The household stays on the host's list (its members are the host's), without the contact.
  invitations: async (tx, { email }) => {
    await tx
      .update(invitations)
      .set({
        name: ERASED_GUEST_NAME,
        email: '',
        phoneNumber: '',
        anonymisedAt: sql`now()`,
      })
      .where(holdsEmail(invitations.email, email));
  },
  order_items: kept,
  order_pix_charges: kept,
  payment_events: kept,
  privacy_codes: async (tx, { emailHash }) => {
    await tx.delete(privacyCodes).where(eq(privacyCodes.emailHash, emailHash));
  },
  privacy_requests: kept,
  outbox: async (tx, { email }) => {
    await tx.delete(outbox).where(holdsEmail(outbox.recipient, email));
  },
} satisfies Record<
  GuestDataTable,
  (tx: DbOrTx, subject: GuestDataSubject) => Promise<void>
>;

/** Runs every table's rule for the person (pass the transaction). */
export async function eraseGuestData(
  tx: DbOrTx,
  subject: GuestDataSubject,
): Promise<void> {
  for (const table of Object.keys(GUEST_DATA_ERASERS) as GuestDataTable[])
    await GUEST_DATA_ERASERS[table](tx, subject);
}

/**
 * Corrects the name on every row of the e-mail, and the phone of the guest-list entries and
 * answers when one is given; answers how many rows changed.
 */
export async function correctGuestData(
  tx: DbOrTx,
  { email }: GuestDataSubject,
  fix: { firstName: string; lastName: string; phoneNumber: string },
): Promise<number> {
  const name = { firstName: fix.firstName, lastName: fix.lastName };
  const phone = fix.phoneNumber ? { phoneNumber: fix.phoneNumber } : {};
  const changed = [
    await tx
      .update(guests)
      .set({ ...name, ...phone })
      .where(holdsEmail(guests.email, email))
      .returning({ id: guests.id }),
    await tx
      .update(guestResponses)
      .set({ ...name, ...phone })
      .where(holdsEmail(guestResponses.email, email))
      .returning({ id: guestResponses.id }),
    await tx
      .update(guestMessages)
      .set(name)
      .where(holdsEmail(guestMessages.email, email))
      .returning({ id: guestMessages.id }),
    await tx
      .update(orders)
      .set({ guestName: `${fix.firstName} ${fix.lastName}` })
      .where(holdsEmail(orders.guestContact, email))
      .returning({ id: orders.id }),
  ];
  return changed.reduce((sum, rows) => sum + rows.length, 0);
}
