import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/next')}>
      Vai
    </button>
  );
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <>
      <Link to="/other">Intestazione</Link>
      <main ref={main} tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Start />} />
          <Route path="/next" element={<p>Pagina nuova</p>} />
          <Route path="/other" element={<p>Altra pagina</p>} />
        </Routes>
      </main>
    </>
  );
}

function renderShell() {
  return render(
    <MemoryRouter>
      <Shell />
    </MemoryRouter>,
  );
}

describe('useFocusAfterNavigation', () => {
  it('gives the focus to <main> when the control that navigated went away with its page', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vai' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pagina nuova')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus on a control that is still on the screen', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Intestazione' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Altra pagina')).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('leaves the focus alone on the first page shown', () => {
    renderShell();
    expect(document.body).toHaveFocus();
  });

  it('treats a new screen at the same address (a login giving way) as a page change', async () => {
    function Gate() {
      const main = useRef<HTMLElement>(null);
      const [signedIn, setSignedIn] = useState(false);
      useFocusAfterNavigation(main, signedIn ? 'in' : 'out');
      return (
        <main ref={main} tabIndex={-1}>
          {signedIn ? (
            <p>Coda ordini</p>
          ) : (
            <button type="button" onClick={() => setSignedIn(true)}>
              Accedi
            </button>
          )}
        </main>
      );
    }
    render(
      <MemoryRouter>
        <Gate />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Coda ordini')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives <main> the focus when the old screen goes only after the change (React keeps it while the new one loads)', async () => {
    function Gate() {
      const main = useRef<HTMLElement>(null);
      const [signedIn, setSignedIn] = useState(false);
      const [oldGone, setOldGone] = useState(false);
      useFocusAfterNavigation(main, signedIn ? 'in' : 'out');
      return (
        <main ref={main} tabIndex={-1}>
          {oldGone ? (
            <p>Coda ordini</p>
          ) : (
            <button
              type="button"
              onClick={() => {
                setSignedIn(true);
                setTimeout(() => setOldGone(true), 50);
              }}
            >
              Accedi
            </button>
          )}
        </main>
      );
    }
    render(
      <MemoryRouter>
        <Gate />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Coda ordini')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
