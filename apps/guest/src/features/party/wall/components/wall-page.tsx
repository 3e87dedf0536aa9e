import { useCallback, useEffect, useReducer, useState } from 'react';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  isWallNotFound,
  useWallRecent,
  wallStreamUrl,
} from '../api/get-wall-recent';
import { useWallStream } from '../hooks/use-wall-stream';
import {
  emptyShow,
  recentItemsOf,
  wallItemOf,
  wallShowReducer,
} from '../lib/wall-show';
import type { WallStreamEvent } from '@celebra/contracts';
import { wallTexts as t } from '../wall-texts';
import { WallNotFound } from './wall-not-found';
import { WallScreen } from './wall-screen';

/** How often the show looks whether to move on. */
const TICK_MS = 1_000;

export type WallPageProps = { slug: string; wallKey: string | null };

/** The party page a guest opens from the wall's QR code. */
const partyAddressOf = (slug: string) =>
  `${window.location.origin}/${encodeURIComponent(slug)}/festa`;

const Wall = ({ slug, wallKey }: { slug: string; wallKey: string }) => {
  const recent = useWallRecent(slug, wallKey);
  const [show, dispatch] = useReducer(wallShowReducer, emptyShow);
  // The stream starts where the first slideshow read ended; it carries on by itself after.
  const [since, setSince] = useState<string | null>(null);
  const { data, refetch } = recent;
  useEffect(() => {
    if (!data) return;
    dispatch({ type: 'loaded', items: recentItemsOf(data), now: Date.now() });
    setSince((current) => current ?? data.cursor);
  }, [data]);
  useEffect(() => {
    const timer = window.setInterval(
      () => dispatch({ type: 'tick', now: Date.now() }),
      TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  const onEvent = useCallback(
    (event: WallStreamEvent) =>
      dispatch({ type: 'arrived', item: wallItemOf(event), now: Date.now() }),
    [],
  );
  const onRefused = useCallback(() => void refetch(), [refetch]);
  const onVideoEnded = useCallback(
    (key: string) => dispatch({ type: 'ended', key, now: Date.now() }),
    [],
  );
  const { reconnecting } = useWallStream(
    since ? wallStreamUrl(slug, wallKey, since) : null,
    onEvent,
    onRefused,
  );
  useDocumentTitle(data ? t.documentTitle(data.title) : t.loading);

  if (isWallNotFound(recent.error)) return <WallNotFound />;
  if (!data)
    return (
      <p
        role="status"
        className="flex min-h-dvh items-center justify-center bg-neutral-950 text-2xl text-white/80"
      >
        {t.loading}
      </p>
    );
  return (
    <WallScreen
      title={data.title}
      show={show}
      partyAddress={partyAddressOf(slug)}
      reconnecting={reconnecting}
      onVideoEnded={onVideoEnded}
    />
  );
};

/** '/<slug>/telao?k=<key>': the wall ('Telão') for the party's TV or projector. */
export const WallPage = ({ slug, wallKey }: WallPageProps) =>
  wallKey ? <Wall slug={slug} wallKey={wallKey} /> : <WallNotFound />;
