import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';

beforeEach(async () => {
  await i18n.changeLanguage('it');
});

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
