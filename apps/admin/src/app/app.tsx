import { createShellApp, type ShellAppProps } from '@celebra/shell';
import { currentAdminQueryOptions } from '../lib/auth/current-admin-query';
import { routeSets } from './router';

export type AppProps = ShellAppProps;

export const App = createShellApp(currentAdminQueryOptions, routeSets);
