import { create } from 'zustand';

/** Chromium's install offer (not in the DOM typings: not a standard yet). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's offer, kept until used: only then can the banner offer installation. */
  offer: InstallPromptEvent | null;
  /** Closed for this visit only: daysHidden 0 (spec 9) shows it again on the next one. */
  dismissed: boolean;
  dismiss: () => void;
  install: () => Promise<void>;
}

export const useInstallPrompt = create<InstallPromptState>()((set, get) => ({
  offer: null,
  dismissed: false,
  dismiss: () => set({ dismissed: true }),
  install: async () => {
    const offer = get().offer;
    if (!offer) return;
    await offer.prompt();
    // An offer can be used once; a refused one comes back as a new event on a later visit
    // (daysReminder 0), an accepted one ends with 'appinstalled'.
    set({ offer: null });
  },
}));

/** Listens from the start, before React mounts: the browser may fire its offer early. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our banner asks instead of the browser's own mini-infobar.
    event.preventDefault();
    useInstallPrompt.setState({ offer: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ offer: null }));
}
