import { events } from '@celebra/db';

/** Select list that yields an OwnerEvent (contracts) straight from the events table. */
export const ownerEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  subtitle: events.subtitle,
  titleDescription: events.titleDescription,
  description: events.description,
  color: events.color,
  theme: events.theme,
  avatarUrl: events.avatarUrl,
  bannerUrl: events.bannerUrl,
};
