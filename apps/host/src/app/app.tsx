import { createShellApp, type ShellAppProps } from '@celebra/shell';
import { currentUserQueryOptions } from '../lib/auth/current-user-query';
import { routeSets } from './router';

export type AppProps = ShellAppProps;

export const App = createShellApp(currentUserQueryOptions, routeSets);
