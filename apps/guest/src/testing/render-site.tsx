import {
  type FakeHandler,
  type FakeReply,
  installFakeApi,
} from '@celebra/web-testing';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from '../app/app';
import { publicEvent } from './fixtures';

type Routes = Record<string, FakeReply | FakeReply[] | FakeHandler>;

/** The app's client without retries, so that failures settle at once. */
export const noRetryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });

/** Opens the site at `path` against a fake api; returns the api's recorded requests. */
export const renderSite = (path: string, routes: Routes) => {
  const api = installFakeApi(routes);
  window.history.replaceState(null, '', path);
  const queryClient = noRetryClient();
  const view = render(<App queryClient={queryClient} />);
  return { api, queryClient, ...view };
};

/** Text-matcher options that keep the text as it is (BRL has a no-break space after 'R$'). */
export const exactText = { normalizer: (text: string) => text };

/**
 * Waits for the whole event page: the sections below the hero follow the banner, which jsdom
 * never loads, so its load event is fired here.
 */
export const findCompletePage = async () => {
  await screen.findByRole('heading', { level: 1 });
  const banner = document.querySelector('header img');
  if (banner) fireEvent.load(banner);
  return screen.findByRole('heading', {
    level: 2,
    name: publicEvent.titleDescription,
  });
};
