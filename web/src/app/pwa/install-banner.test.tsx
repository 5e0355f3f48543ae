import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InstallBanner } from './install-banner';
import { listenForInstallOffer, useInstallPrompt } from './install-prompt';

/** Chromium's beforeinstallprompt, as the browser fires it when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('InstallBanner (spec 9: daysHidden 0, daysReminder 0)', () => {
  beforeEach(() => {
    useInstallPrompt.setState({ offer: null, dismissed: false });
  });
  listenForInstallOffer();

  it('shows nothing where the browser offers no installation', () => {
    renderWithProviders(<InstallBanner />);
    expect(screen.queryByRole('complementary', { name: "Installa l'app" })).toBeNull();
  });

  it("offers the browser's installation instead of its own infobar", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InstallBanner />);
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const banner = screen.getByRole('complementary', { name: "Installa l'app" });
    expect(banner).toHaveTextContent("Installa l'app Spesa");

    await user.click(screen.getByRole('button', { name: 'Installa' }));
    expect(prompt).toHaveBeenCalledOnce();
    // An offer is used once: the banner goes until the browser offers again.
    expect(screen.queryByRole('complementary', { name: "Installa l'app" })).toBeNull();
  });

  it('closes for this visit only and leaves for good once installed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<InstallBanner />);
    offerInstall();
    await user.click(screen.getByRole('button', { name: "Chiudi l'invito a installare l'app" }));
    expect(screen.queryByRole('complementary', { name: "Installa l'app" })).toBeNull();
    unmount();

    // The next visit starts afresh (nothing persisted: daysHidden 0), and the browser offers again.
    useInstallPrompt.setState({ offer: null, dismissed: false });
    renderWithProviders(<InstallBanner />);
    offerInstall();
    expect(screen.getByRole('complementary', { name: "Installa l'app" })).toBeVisible();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('complementary', { name: "Installa l'app" })).toBeNull();
  });
});
