import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <Modal
        open={open}
        title="Dettagli"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Nome" />
        <button type="button">Conferma</button>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  renderWithProviders(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Apri' }));
  return user;
}

describe('Modal', () => {
  it('takes focus and answers Escape as soon as it shows, not a frame later', async () => {
    // A click as in the browser, outside act(): React renders it in a microtask and runs the
    // effects of that discrete update with it, not a frame later.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const onClose = vi.fn();
      renderWithProviders(<Harness onClose={onClose} />);
      screen.getByRole('button', { name: 'Apri' }).click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      expect(screen.getByRole('dialog', { name: 'Dettagli' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('is a modal dialog named by its title, with focus moved inside', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Dettagli' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri' })).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside the box', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Chiudi' });
    const confirm = screen.getByRole('button', { name: 'Conferma' });
    confirm.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('locks page scrolling while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });
});
