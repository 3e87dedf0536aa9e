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
  /** Drops the saved cart of this tab (the order went to payment); the page keeps its state. */
  forget: () => void;
  /** Reads the event again (its gift list changed since it was read: a purchase answered 409). */
  readEventAgain: () => void;
  /** 'Presentes Selecionados' is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

const storageKey = (eventId: number) => `celebra:cart:${eventId}`;

const readSaved = (key: string) => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

const save = (key: string, value: string | null) => {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the cart lives only in memory
  }
};

export type CartProviderProps = {
  event: PublicEvent;
  /** Reads the event again; the cart then takes its new gift list. */
  onReadAgain?: () => void;
  children: ReactNode;
};

/**
 * The cart of one event, kept in this tab's sessionStorage so that it survives a reload;
 * adding a gift opens 'Presentes Selecionados'.
 */
export const CartProvider = ({
  event,
  onReadAgain,
  children,
}: CartProviderProps) => {
  const key = storageKey(event.id);
  const [items, dispatch] = useReducer(cartReducer, null, () =>
    restoreCart(readSaved(key), event.gifts),
  );
  const [open, setOpen] = useState(false);

  // The event read again (a purchase answered 409): the cart takes the current prices and
  // shares, and drops the gifts no longer offered.
  const [seenGifts, setSeenGifts] = useState(event.gifts);
  if (seenGifts !== event.gifts) {
    setSeenGifts(event.gifts);
    dispatch({ type: 'refresh', gifts: event.gifts });
  }

  useEffect(() => {
    save(key, items.length > 0 ? serializeCart(items) : null);
  }, [key, items]);

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
      forget: () => save(key, null),
      readEventAgain: () => onReadAgain?.(),
      open,
      setOpen,
    }),
    [event, items, open, key, onReadAgain],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
};

export const useCart = () => {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider');
  return cart;
};
