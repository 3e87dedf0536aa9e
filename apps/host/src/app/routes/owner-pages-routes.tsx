import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The event owner's content pages (/custom, /appearance, /info, /gifts, /custom-pages, /settings, /gallery, /party,
 * /confirmations and its questions, settings and door list, /messages), each loaded on first visit.
 */
export const ownerPagesRoutes: RouteObject[] = [
  {
    path: paths.custom,
    lazy: async () => ({
      Component: (
        await import('../../features/events/components/event-content-page')
      ).EventContentPage,
    }),
  },
  {
    path: paths.appearance,
    lazy: async () => ({
      Component: (
        await import('../../features/events/components/appearance-page')
      ).AppearancePage,
    }),
  },
  {
    path: paths.info,
    lazy: async () => ({
      Component: (
        await import('../../features/events/components/event-info-page')
      ).EventInfoPage,
    }),
  },
  {
    path: paths.gifts,
    lazy: async () => ({
      Component: (
        await import('../../features/catalogue/components/gifts-page')
      ).GiftsPage,
    }),
  },
  {
    path: paths.customPages,
    lazy: async () => ({
      Component: (
        await import('../../features/events/components/custom-pages-page')
      ).CustomPagesPage,
    }),
  },
  {
    path: paths.settings,
    lazy: async () => ({
      Component: (
        await import('../../features/events/components/settings-page')
      ).SettingsPage,
    }),
  },
  {
    path: paths.gallery,
    lazy: async () => ({
      Component: (await import('../../features/media/components/gallery-page'))
        .GalleryPage,
    }),
  },
  {
    path: paths.party,
    lazy: async () => ({
      Component: (await import('../../features/party/components/party-page'))
        .PartyPage,
    }),
  },
  {
    path: paths.confirmations,
    lazy: async () => ({
      Component: (
        await import('../../features/invitations/components/invitations-page')
      ).InvitationsPage,
    }),
  },
  {
    path: paths.confirmationQuestions,
    lazy: async () => ({
      Component: (
        await import('../../features/invitations/components/questions-page')
      ).QuestionsPage,
    }),
  },
  {
    path: paths.confirmationSettings,
    lazy: async () => ({
      Component: (
        await import('../../features/invitations/components/rsvp-settings-page')
      ).RsvpSettingsPage,
    }),
  },
  {
    path: paths.doorList,
    lazy: async () => ({
      Component: (
        await import('../../features/invitations/components/door-list-page')
      ).DoorListPage,
    }),
  },
  {
    path: paths.messages,
    lazy: async () => ({
      Component: (
        await import('../../features/messages/components/messages-page')
      ).MessagesPage,
    }),
  },
];
