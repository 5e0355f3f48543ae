import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Navigate, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';
import { okReply, stubApi } from '@/testing/stub-api';
import { createQueryClient } from './query-client';
import { useSignOut } from './sign-out';

/** Like the landing: a customer who opens it is sent on to the create-cart screen. */
function GuestStart() {
  const loggedIn = useUserStore((state) => state.user !== null);
  if (loggedIn) return <Navigate to="/cart/create" replace />;
  return <p>start</p>;
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function LogOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Esci
    </button>
  );
}

describe('useSignOut', () => {
  it('lands on the start page as a guest: the start page never renders for the customer', async () => {
    stubApi({ 'POST /cli/profiles/logout': okReply() });
    useUserStore.setState({ user: makeUser(), defaultStore: null });
    const router = createMemoryRouter(
      [
        { path: '/', Component: GuestStart },
        { path: '/profile', Component: LogOutButton },
        { path: '*', Component: Where },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));

    expect(await screen.findByText('start')).toBeVisible();
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    // A redirect fired on the way would have left the start page by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/');
  });
});
