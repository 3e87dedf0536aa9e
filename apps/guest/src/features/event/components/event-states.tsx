import { messages } from '@celebra/contracts';

const text = messages.screens;

/** 'Carregando...': while the event loads, and after a failed load (silent, spec §8). */
export const EventLoading = () => (
  <p
    role="status"
    className="flex min-h-dvh items-center justify-center text-lg text-muted"
  >
    {text.common.loading}
  </p>
);

/** 'Deu ruim!': there is no such event. */
export const EventNotFound = () => (
  <main className="flex min-h-dvh items-center justify-center px-4">
    <h1 className="text-2xl font-bold text-ink">{text.guest.loadFailed}</h1>
  </main>
);
