import type { HostGalleryItem } from '@celebra/contracts';
import { Button } from '@celebra/ui';

export type GalleryGridProps = {
  items: readonly HostGalleryItem[];
  deletingId: number | null;
  onDelete: (item: HostGalleryItem, name: string) => void;
};

const named = (items: readonly HostGalleryItem[]) => {
  const count = { image: 0, video: 0 };
  return items.map((item) => {
    count[item.type] += 1;
    const name = `${item.type === 'image' ? 'Foto' : 'Vídeo'} ${count[item.type]}`;
    return { item, name };
  });
};

/** The gallery's photos and videos, each with its delete button. */
export const GalleryGrid = ({
  items,
  deletingId,
  onDelete,
}: GalleryGridProps) => {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {named(items).map(({ item, name }) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 overflow-hidden rounded-card border border-line bg-surface p-2"
        >
          {item.type === 'image' ? (
            <img
              src={item.url}
              alt={name}
              loading="lazy"
              className="aspect-square w-full rounded-md object-cover"
            />
          ) : (
            <video
              src={item.url}
              controls
              preload="metadata"
              aria-label={name}
              className="aspect-square w-full rounded-md bg-ink object-cover"
            />
          )}
          <Button
            variant="secondary"
            size="sm"
            loading={deletingId === item.id}
            aria-label={`Excluir ${name.toLowerCase()}`}
            onClick={() => onDelete(item, name)}
          >
            Excluir
          </Button>
        </li>
      ))}
    </ul>
  );
};
