import { configure } from '@testing-library/react';

// Lazy chunks (modals, forms) are compiled on first use in a test: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
