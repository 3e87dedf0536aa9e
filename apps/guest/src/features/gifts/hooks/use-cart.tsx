import type { PublicEvent, PublicGift } from '@celebra/contracts';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { CHECKOUT_QUERY } from '../../../config/paths';
import { readCheckout, saveCheckout } from '../../../lib/checkout-storage';
import { useHistoryModal } from '../../../lib/use-history-modal';
import {
  type CartItem,
  cartReducer,
  type GiftPick,
  restoreCart,
  serializeCart,
} from '../lib/cart';

type CartContextValue = {
  event: PublicEvent;
  items: CartItem[];
  add: (gift: PublicGift, pick?: GiftPick) => void;
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
  /** Reads the event again (its gift list changed since it was read: a purchase answered 409). */
  readEventAgain: () => void;
  /** 'Presentes Selecionados' is open (an entry of the browser's history: Back closes it). */
  open: boolean;
  setOpen: (open: boolean) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

export type CartProviderProps = {
  event: PublicEvent;
  /** Reads the event again; the cart then takes its new gift list. */
  onReadAgain?: () => void;
  children: ReactNode;
};

/**
 * The cart of one event, saved in this browser with the rest of the checkout
 * (lib/checkout-storage.ts) so that it survives a reload or a return; adding a gift opens
 * 'Presentes Selecionados', and so does the site's address with `?carrinho`.
 */
export const CartProvider = ({
  event,
  onReadAgain,
  children,
}: CartProviderProps) => {
  const { slug } = event;
  const [items, dispatch] = useReducer(cartReducer, null, () =>
    restoreCart(readCheckout(slug).cart ?? null, event.gifts),
  );
  const [open, setOpen] = useHistoryModal('checkout');

  // '?carrinho' (from 'Tentar novamente'): the address is cleaned and the checkout opens, as its
  // own history entry, so that Back closes it and stays on the site.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(CHECKOUT_QUERY)) return;
    url.searchParams.delete(CHECKOUT_QUERY);
    window.history.replaceState(null, '', url);
    setOpen(true);
  }, [setOpen]);

  // The event read again (a purchase answered 409): the cart takes the current prices and
  // shares, and drops the gifts no longer offered.
  const [seenGifts, setSeenGifts] = useState(event.gifts);
  if (seenGifts !== event.gifts) {
    setSeenGifts(event.gifts);
    dispatch({ type: 'refresh', gifts: event.gifts });
  }

  useEffect(() => {
    saveCheckout(slug, {
      cart: items.length > 0 ? serializeCart(items) : undefined,
    });
  }, [slug, items]);

  const value = useMemo<CartContextValue>(
    () => ({
      event,
      items,
      add: (gift, pick) => {
        dispatch({ type: 'add', gift, pick });
        setOpen(true);
      },
      setQuantity: (id, quantity) =>
        dispatch({ type: 'setQuantity', id, quantity }),
      remove: (id) => dispatch({ type: 'remove', id }),
      clear: () => dispatch({ type: 'clear' }),
      readEventAgain: () => onReadAgain?.(),
      open,
      setOpen,
    }),
    [event, items, open, setOpen, onReadAgain],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
};

export const useCart = () => {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider');
  return cart;
};
