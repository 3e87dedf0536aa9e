import { relations } from 'drizzle-orm';
import { admins, sessions, users } from './accounts';
import { eventGifts, gifts, giftSuggestions } from './catalogue';
import { eventCategories, eventTypes } from './event-types';
import { customPages, eventDetails, events, eventSettings } from './events';
import { galleryItems } from './gallery';
import { eventMembers } from './members';
import { guestMessages, guestResponses, guests } from './guests';
import { orderItems, orders } from './orders';
import { payouts } from './payouts';
import { eventServices, services } from './services';

export const usersRelations = relations(users, ({ many }) => ({
  events: many(events),
  memberships: many(eventMembers),
  sessions: many(sessions),
}));

export const adminsRelations = relations(admins, ({ many }) => ({
  sessions: many(sessions),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
  admin: one(admins, { fields: [sessions.adminId], references: [admins.id] }),
}));

export const eventTypesRelations = relations(eventTypes, ({ many }) => ({
  eventCategories: many(eventCategories),
}));

export const eventCategoriesRelations = relations(
  eventCategories,
  ({ one, many }) => ({
    eventType: one(eventTypes, {
      fields: [eventCategories.eventTypeId],
      references: [eventTypes.id],
    }),
    gifts: many(gifts),
    events: many(events),
  }),
);

export const giftsRelations = relations(gifts, ({ one, many }) => ({
  eventCategory: one(eventCategories, {
    fields: [gifts.eventCategoryId],
    references: [eventCategories.id],
  }),
  eventGifts: many(eventGifts),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  user: one(users, { fields: [events.userId], references: [users.id] }),
  eventCategory: one(eventCategories, {
    fields: [events.eventCategoryId],
    references: [eventCategories.id],
  }),
  details: one(eventDetails),
  settings: one(eventSettings),
  eventGifts: many(eventGifts),
  giftSuggestions: many(giftSuggestions),
  customPages: many(customPages),
  guests: many(guests),
  guestMessages: many(guestMessages),
  galleryItems: many(galleryItems),
  orders: many(orders),
  payouts: many(payouts),
  eventServices: many(eventServices),
  members: many(eventMembers),
}));

export const eventMembersRelations = relations(eventMembers, ({ one }) => ({
  event: one(events, {
    fields: [eventMembers.eventId],
    references: [events.id],
  }),
  user: one(users, { fields: [eventMembers.userId], references: [users.id] }),
}));

export const eventDetailsRelations = relations(eventDetails, ({ one }) => ({
  event: one(events, {
    fields: [eventDetails.eventId],
    references: [events.id],
  }),
}));

export const eventSettingsRelations = relations(eventSettings, ({ one }) => ({
  event: one(events, {
    fields: [eventSettings.eventId],
    references: [events.id],
  }),
}));

export const eventGiftsRelations = relations(eventGifts, ({ one }) => ({
  event: one(events, { fields: [eventGifts.eventId], references: [events.id] }),
  gift: one(gifts, { fields: [eventGifts.giftId], references: [gifts.id] }),
}));

export const giftSuggestionsRelations = relations(
  giftSuggestions,
  ({ one }) => ({
    event: one(events, {
      fields: [giftSuggestions.eventId],
      references: [events.id],
    }),
  }),
);

export const customPagesRelations = relations(customPages, ({ one }) => ({
  event: one(events, {
    fields: [customPages.eventId],
    references: [events.id],
  }),
}));

export const guestsRelations = relations(guests, ({ one, many }) => ({
  event: one(events, { fields: [guests.eventId], references: [events.id] }),
  responses: many(guestResponses),
}));

export const guestResponsesRelations = relations(guestResponses, ({ one }) => ({
  guest: one(guests, {
    fields: [guestResponses.guestId],
    references: [guests.id],
  }),
}));

export const guestMessagesRelations = relations(guestMessages, ({ one }) => ({
  event: one(events, {
    fields: [guestMessages.eventId],
    references: [events.id],
  }),
}));

export const galleryItemsRelations = relations(galleryItems, ({ one }) => ({
  event: one(events, {
    fields: [galleryItems.eventId],
    references: [events.id],
  }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  event: one(events, { fields: [orders.eventId], references: [events.id] }),
  items: many(orderItems),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  gift: one(gifts, { fields: [orderItems.giftId], references: [gifts.id] }),
}));

export const payoutsRelations = relations(payouts, ({ one }) => ({
  event: one(events, { fields: [payouts.eventId], references: [events.id] }),
  concludedByAdmin: one(admins, {
    fields: [payouts.concludedByAdminId],
    references: [admins.id],
  }),
}));

export const servicesRelations = relations(services, ({ many }) => ({
  eventServices: many(eventServices),
}));

export const eventServicesRelations = relations(eventServices, ({ one }) => ({
  event: one(events, {
    fields: [eventServices.eventId],
    references: [events.id],
  }),
  service: one(services, {
    fields: [eventServices.serviceId],
    references: [services.id],
  }),
}));
