import type { PartyAlbumItem } from '@celebra/contracts';
import { Button, InlineLoading } from '@celebra/ui';
import { useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import { ResponsiveImage } from '../../../components/responsive-image';
import { partyPath } from '../lib/party-paths';
import { useAlbumPage } from '../api/get-album';
import { partyTexts as t } from '../party-texts';
import { PartyLayout } from './party-layout';

/** Two tiles a row on a phone, three on a tablet, four on a laptop (the page is at most 64rem). */
const TILE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw';
const TILE_SIZE = 480;

const describe = (item: PartyAlbumItem) => {
  if (item.kind === 'video')
    return item.guestName ? t.videoBy(item.guestName) : t.videoAnonymous;
  return item.guestName ? t.photoBy(item.guestName) : t.photoAnonymous;
};

const AlbumTile = ({ item }: { item: PartyAlbumItem }) => (
  <li className="flex flex-col gap-1">
    {item.kind === 'video' ? (
      <video
        src={item.url}
        controls
        playsInline
        preload="metadata"
        aria-label={describe(item)}
        className="aspect-square w-full rounded-lg bg-ink object-cover"
      />
    ) : (
      <ResponsiveImage
        image={item.image}
        src={item.url}
        alt={describe(item)}
        sizes={TILE_SIZES}
        width={TILE_SIZE}
        height={TILE_SIZE}
        lazy
        decoding="async"
        className="aspect-square h-auto w-full rounded-lg bg-brand-soft object-cover"
      />
    )}
    {item.guestName && (
      <p className="truncate text-sm text-muted" aria-hidden="true">
        {item.guestName}
      </p>
    )}
  </li>
);

/** The tiles of one page of the album (the page's state is shown once, below the last). */
const AlbumChunk = ({
  slug,
  before,
}: {
  slug: string;
  before: number | null;
}) => {
  const { data } = useAlbumPage(slug, before);
  if (!data?.items.length) return null;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 first:mt-8 sm:grid-cols-3 lg:grid-cols-4">
      {data.items.map((item) => (
        <AlbumTile key={item.id} item={item} />
      ))}
    </ul>
  );
};

export type AlbumPageProps = { slug: string; uploadsEnabled: boolean };

/** '/album': the approved photos and videos, newest first, a page at a time ('Ver mais'). */
export const AlbumPage = ({ slug, uploadsEnabled }: AlbumPageProps) => {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const last = useAlbumPage(slug, cursors[cursors.length - 1] ?? null);
  const empty = cursors.length === 1 && last.data?.items.length === 0;
  const next = last.data?.nextBefore ?? null;
  return (
    <PartyLayout title={t.albumTitle} intro={t.albumIntro} backTo={slug} wide>
      <div>
        {cursors.map((before) => (
          <AlbumChunk key={before ?? 'first'} slug={slug} before={before} />
        ))}
      </div>
      {last.isPending && cursors.length === 1 && (
        <InlineLoading showLabel className="mt-8 text-lg" />
      )}
      {last.isError && (
        <div className="mt-8">
          <p role="alert" className="text-lg">
            {t.albumLoadFailed}
          </p>
          <Button
            className="mt-4"
            loading={last.isFetching}
            onClick={() => void last.refetch()}
          >
            {t.albumRetry}
          </Button>
        </div>
      )}
      {empty && (
        <div className="mt-8">
          <p className="text-lg">{t.albumEmpty}</p>
          {uploadsEnabled && (
            <SiteLink
              href={partyPath(slug, 'fotos')}
              className="mt-4 inline-block rounded font-semibold text-brand-dark underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {t.sendPhotos}
            </SiteLink>
          )}
        </div>
      )}
      {(next !== null || (cursors.length > 1 && last.isPending)) && (
        <div className="mt-8 flex justify-center">
          <Button
            size="lg"
            variant="secondary"
            loading={last.isPending}
            onClick={() => next !== null && setCursors([...cursors, next])}
          >
            {t.albumMore}
          </Button>
        </div>
      )}
    </PartyLayout>
  );
};
