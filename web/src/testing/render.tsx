import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProvider } from '@/app/provider';

/** Renders inside the real providers, with a fresh query client that does not retry. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient}>{children}</AppProvider>
  );
  return render(ui, { wrapper, ...options });
}
