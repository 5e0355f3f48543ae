import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

function Box({ children }: { children: (step: number, next: () => void) => React.ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [step, setStep] = useState(0);
  useFocusRescue(ref);
  return (
    <section ref={ref} tabIndex={-1} aria-label="Riquadro">
      {children(step, () => setStep((s) => s + 1))}
    </section>
  );
}

describe('useFocusRescue', () => {
  it('gives the focus back to a button disabled while it worked, once enabled again', async () => {
    render(
      <Box>
        {(step, next) => (
          <>
            <input aria-label="Peso" />
            <button
              type="button"
              disabled={step === 1}
              onClick={() => {
                next();
                setTimeout(next, 20);
              }}
            >
              Registra
            </button>
          </>
        )}
      </Box>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registra' })).toBeEnabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registra' })).toHaveFocus());
  });

  it('moves the focus to the same control drawn anew, or else to the first control', async () => {
    render(
      <Box>
        {(step, next) =>
          step === 0 ? (
            <button key="a" type="button" onClick={next}>
              Inizia
            </button>
          ) : (
            <>
              <button key="b" type="button">
                Chiudi
              </button>
              <button key="c" type="button">
                Annulla
              </button>
            </>
          )
        }
      </Box>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus());
  });

  it('leaves a pointer user who left the box alone when its controls change later', async () => {
    render(
      <Box>
        {(step, next) => (
          <button type="button" disabled={step === 1} onClick={() => setTimeout(next, 30)}>
            Registra
          </button>
        )}
      </Box>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    // The user clicks elsewhere: the button loses the focus while still enabled.
    screen.getByRole('button', { name: 'Registra' }).blur();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registra' })).toBeDisabled());
    expect(document.body).toHaveFocus();
  });
});
