import { configure } from '@testing-library/react';

// Lazy chunks (modals, forms) are compiled on first use in a test: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The checkout is saved in localStorage (lib/checkout-storage.ts): each test starts without one.
afterEach(() => window.localStorage.clear());

// jsdom does not fetch stylesheets: a theme's <link> "loads" as soon as it is added, as in a
// browser with the file cached.
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
        queueMicrotask(() => node.dispatchEvent(new Event('load')));
}).observe(document.head, { childList: true });
