import type { GuestData, GuestDataTables } from '@celebra/contracts';

type Rows<Table extends keyof GuestDataTables> = GuestDataTables[Table];

/** One event as the page shows it: the answers, the messages and the gifts given. */
export type EventData = {
  id: number;
  title: string;
  answers: (Rows<'guests'>[number] | Rows<'guest_responses'>[number])[];
  messages: Rows<'guest_messages'>;
  gifts: (Rows<'orders'>[number] & { items: Rows<'order_items'> })[];
};

/** The person's data grouped by event, in the events' order. */
export function eventsOf(data: GuestData): EventData[] {
  const { tables } = data;
  return data.events.map((event) => ({
    ...event,
    answers: [...tables.guests, ...tables.guest_responses].filter(
      (row) => row.eventId === event.id,
    ),
    messages: tables.guest_messages.filter((row) => row.eventId === event.id),
    gifts: tables.orders
      .filter((order) => order.eventId === event.id)
      .map((order) => ({
        ...order,
        items: tables.order_items.filter((item) => item.orderId === order.id),
      })),
  }));
}

/** The name and phone the person left most recently, to start the correction from. */
export function currentContact(data: GuestData) {
  const { tables } = data;
  const named = [
    ...tables.guests,
    ...tables.guest_responses,
    ...tables.guest_messages,
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const phoned = [...tables.guests, ...tables.guest_responses].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  return {
    firstName: named[0]?.firstName ?? '',
    lastName: named[0]?.lastName ?? '',
    phoneNumber: phoned[0]?.phoneNumber ?? '',
  };
}
