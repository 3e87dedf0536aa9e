import type { HostGalleryItem } from '@celebra/contracts';
import { Button } from '@celebra/ui';

export type GalleryGridProps = {
  items: readonly HostGalleryItem[];
  deletingId: number | null;
  onDelete: (item: HostGalleryItem, name: string) => void;
};

const names = (items: readonly HostGalleryItem[]) => {
  const count = { image: 0, video: 0 };
  return items.map((item) => {
    count[item.type] += 1;
    return `${item.type === 'image' ? 'Foto' : 'Vídeo'} ${count[item.type]}`;
  });
};

/** The gallery's photos and videos, each with its delete button. */
export const GalleryGrid = ({
  items,
  deletingId,
  onDelete,
}: GalleryGridProps) => {
  const itemNames = names(items);
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 overflow-hidden rounded-card border border-line bg-surface p-2"
        >
          {item.type === 'image' ? (
            <img
              src={item.url}
              alt={itemNames[index]}
              loading="lazy"
              className="aspect-square w-full rounded-md object-cover"
            />
          ) : (
            <video
              src={item.url}
              controls
              preload="metadata"
              aria-label={itemNames[index]}
              className="aspect-square w-full rounded-md bg-ink object-cover"
            />
          )}
          <Button
            variant="secondary"
            size="sm"
            loading={deletingId === item.id}
            aria-label={`Excluir ${itemNames[index].toLowerCase()}`}
            onClick={() => onDelete(item, itemNames[index])}
          >
            Excluir
          </Button>
        </li>
      ))}
    </ul>
  );
};
