import { useEffect } from 'react';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from './button';
import { EmptyState } from './empty-state';

export interface LoginRequiredProps {
  title: string;
  loginLabel: string;
}

/**
 * A screen that shows a customer's own data (orders, lists, favourites): a guest gets the login
 * popup at once, and a button to open it again once closed.
 */
export function LoginRequired({ title, loginLabel }: LoginRequiredProps) {
  const setShowLogin = useUserStore((state) => state.setShowLogin);

  useEffect(() => {
    setShowLogin(true);
  }, [setShowLogin]);

  return (
    <EmptyState
      title={title}
      action={<Button onClick={() => setShowLogin(true)}>{loginLabel}</Button>}
    />
  );
}
