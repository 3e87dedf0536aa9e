import { pgEnum } from 'drizzle-orm/pg-core';

// drizzle-kit loads this folder without the workspace path aliases, so the values are spelled
// out here; contracts.spec.ts keeps them equal to the tuples of @celebra/contracts.
export const serviceTypeEnum = pgEnum('service_type', [
  'PASSWORD',
  'VIDEO',
  'IMAGE',
  'PAGE',
  'EXTRA',
]);
export const orderStatusEnum = pgEnum('order_status', [
  'PENDING',
  'APPROVED',
  'RECUSED',
  'CANCELLED',
]);
export const payoutStatusEnum = pgEnum('payout_status', [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
]);
export const payoutDestinationKindEnum = pgEnum('payout_destination_kind', [
  'PIX',
  'BANK',
]);
export const eventServiceStatusEnum = pgEnum('event_service_status', [
  'PENDING',
  'CONTRACTED',
  'EXPIRED',
  'CANCELLED',
]);
export const giftKindEnum = pgEnum('gift_kind', ['fixed', 'free', 'shares']);
export const galleryTypeEnum = pgEnum('gallery_type', ['image', 'video']);
export const eventKindEnum = pgEnum('event_kind', ['in-person', 'virtual']);
export const guestSourceEnum = pgEnum('guest_source', [
  'host',
  'guest',
  'admin',
]);
export const eventRoleEnum = pgEnum('event_role', [
  'owner',
  'cohost',
  'assistant',
]);
