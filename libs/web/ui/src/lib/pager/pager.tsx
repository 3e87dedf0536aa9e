import { buttonClasses } from '../button/button-classes';
import { cx } from '../class-names';
import { pageWindow } from './page-math';

export type PagerProps = {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  /**
   * `totalPages` is a lower bound (the list counted its rows only up to a point): more pages
   * follow it, so 'Próxima' stays enabled and the text says 'de mais de N'.
   */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
};

/** Previous/next and numbered page buttons; hidden when there is a single page. */
export const Pager = ({
  page,
  totalPages,
  hasMore = false,
  onPageChange,
  label = 'Paginação',
  className,
}: PagerProps) => {
  if (totalPages <= 1 && !hasMore) return null;
  const lastReachable = hasMore ? Math.max(totalPages, page) + 1 : totalPages;
  const goTo = (target: number) => {
    if (target >= 1 && target <= lastReachable && target !== page)
      onPageChange(target);
  };
  return (
    <nav
      aria-label={label}
      className={cx('flex flex-col items-center gap-2', className)}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            onClick={() => goTo(page - 1)}
            disabled={page <= 1}
          >
            Anterior
          </button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="px-1 text-muted"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={buttonClasses({
                  variant: item === page ? 'primary' : 'ghost',
                  size: 'sm',
                })}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            onClick={() => goTo(page + 1)}
            disabled={page >= lastReachable}
          >
            Próxima
          </button>
        </li>
      </ul>
      <p className="text-sm text-muted">
        {`Página ${page} de ${hasMore ? 'mais de ' : ''}${totalPages}`}
      </p>
    </nav>
  );
};
