import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** 'Pessoas com acesso' (the owner) and 'Atividade' (owner and co-host), each loaded on first visit. */
export const membersRoutes: RouteObject[] = [
  {
    path: paths.members,
    lazy: async () => ({
      Component: (
        await import('../../features/members/components/members-page')
      ).MembersPage,
    }),
  },
  {
    path: paths.activity,
    lazy: async () => ({
      Component: (
        await import('../../features/members/components/activity-page')
      ).ActivityPage,
    }),
  },
];
