import { configure } from '@testing-library/react';

// Lazy chunks (modals, forms) are compiled on first use in a test: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The checkout is saved in localStorage (lib/checkout-storage.ts): each test starts without one.
afterEach(() => window.localStorage.clear());
