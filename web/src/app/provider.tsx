import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/shared/api/query-client';
import { i18n } from '@/shared/i18n/i18n';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per mount so caches are never shared. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [ownClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? ownClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
