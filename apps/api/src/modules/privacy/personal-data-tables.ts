/**
 * Every table of the data model and whose personal data it holds (LGPD): `guest` rows are
 * exported and erased by a guest's 'Meus dados', `host` rows by a host's export and account
 * closure, `none` holds nobody's personal data. Adding a table to the schema without an entry
 * here fails `personal-data-tables.spec.ts`; the guest and host exports are typed by these keys,
 * so an entry without an export does not compile.
 */
export const PERSONAL_DATA_TABLES = {
  // Guests: people who never signed up.
  guests: { subject: 'guest', erase: 'anonymise' },
  guest_responses: { subject: 'guest', erase: 'delete' },
  guest_messages: { subject: 'guest', erase: 'delete' },
  orders: { subject: 'guest', erase: 'anonymise' },
  order_items: { subject: 'guest', erase: 'keep' },
  order_pix_charges: { subject: 'guest', erase: 'keep' },
  payment_events: { subject: 'guest', erase: 'keep' },
  privacy_codes: { subject: 'guest', erase: 'delete' },
  // Households: the contacts the host typed or imported; their answers to the host's questions.
  invitations: { subject: 'guest', erase: 'anonymise' },
  rsvp_answers: { subject: 'guest', erase: 'delete' },

  // Hosts: the account and what it wrote about its events.
  users: { subject: 'host', erase: 'anonymise' },
  sessions: { subject: 'host', erase: 'delete' },
  password_resets: { subject: 'host', erase: 'delete' },
  email_changes: { subject: 'host', erase: 'delete' },
  account_exports: { subject: 'host', erase: 'delete' },
  events: { subject: 'host', erase: 'anonymise' },
  event_details: { subject: 'host', erase: 'anonymise' },
  event_settings: { subject: 'host', erase: 'keep' },
  custom_pages: { subject: 'host', erase: 'delete' },
  rsvp_questions: { subject: 'host', erase: 'delete' },
  gallery_items: { subject: 'host', erase: 'delete' },
  // Guests' party photos and names: the event's album, kept and answered for by its host.
  party_media: { subject: 'host', erase: 'delete' },
  event_gifts: { subject: 'host', erase: 'keep' },
  event_members: { subject: 'host', erase: 'delete' },
  event_member_invitations: { subject: 'host', erase: 'delete' },
  event_activities: { subject: 'host', erase: 'anonymise' },
  event_services: { subject: 'host', erase: 'keep' },
  payout_destinations: { subject: 'host', erase: 'delete' },
  payout_destination_changes: { subject: 'host', erase: 'keep' },
  payouts: { subject: 'host', erase: 'keep' },

  // Both: the request log names who asked; outbox messages go to guests and hosts alike.
  privacy_requests: { subject: 'both', erase: 'keep' },
  outbox: { subject: 'both', erase: 'delete' },

  // Back office and catalogue: no personal data of hosts or guests.
  admins: { subject: 'none', erase: 'keep' },
  admin_data_views: { subject: 'none', erase: 'keep' },
  event_types: { subject: 'none', erase: 'keep' },
  event_categories: { subject: 'none', erase: 'keep' },
  gifts: { subject: 'none', erase: 'keep' },
  gift_suggestions: { subject: 'none', erase: 'keep' },
  services: { subject: 'none', erase: 'keep' },
  service_types: { subject: 'none', erase: 'keep' },
} as const satisfies Record<string, PersonalDataRule>;

export type PersonalDataRule = {
  subject: 'guest' | 'host' | 'both' | 'none';
  /**
   * What erasure does to the subject's rows: `delete` them, `anonymise` them (personal
   * columns replaced, the row kept for money records or counts), or `keep` them (no personal
   * column left once the rows they point to are anonymised, or a legal record).
   */
  erase: 'delete' | 'anonymise' | 'keep';
};

export type PersonalDataTable = keyof typeof PERSONAL_DATA_TABLES;

type TablesOf<S extends PersonalDataRule['subject']> = {
  [K in PersonalDataTable]: (typeof PERSONAL_DATA_TABLES)[K]['subject'] extends S
    ? K
    : never;
}[PersonalDataTable];

/** The tables a guest's export must cover. */
export type GuestDataTable = TablesOf<'guest' | 'both'>;
/** The tables a host's export must cover. */
export type HostDataTable = TablesOf<'host' | 'both'>;
