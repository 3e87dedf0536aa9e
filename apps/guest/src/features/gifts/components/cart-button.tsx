import { lazy, Suspense, useState } from 'react';
import { CartIcon } from '../../../components/icons';
import { guestTexts as t } from '../../../config/texts';
import { useCart } from '../hooks/use-cart';
import { cartCount } from '../lib/cart';

const CartModal = lazy(() =>
  import('./cart-modal').then((module) => ({ default: module.CartModal })),
);

/**
 * The floating cart button, shown while the cart has gifts, and 'Presentes Selecionados'
 * (loaded the first time it opens).
 */
export const CartButton = () => {
  const { items, open, setOpen } = useCart();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const count = cartCount(items);
  return (
    <>
      {items.length > 0 && (
        <button
          type="button"
          aria-label={t.cartButton(count)}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="site-cart-button fixed right-4 bottom-4 z-[5] flex size-16 items-center justify-center rounded-full bg-brand-dark text-white shadow-lg hover:bg-brand-darker focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          <CartIcon width={28} height={28} />
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex min-w-6 items-center justify-center rounded-full bg-surface px-1 text-sm font-bold text-ink shadow ring-1 ring-line"
          >
            {count}
          </span>
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <CartModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
