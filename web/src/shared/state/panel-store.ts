import { create } from 'zustand';

/** The header's panels: opening one closes the others (spec 2, header). */
export type Panel = 'login' | 'categories' | 'availability' | 'search';

interface PanelState {
  open: Panel | null;
  openPanel: (panel: Panel) => void;
  closePanel: () => void;
  togglePanel: (panel: Panel) => void;
}

export const usePanelStore = create<PanelState>()((set) => ({
  open: null,
  openPanel: (panel) => set({ open: panel }),
  closePanel: () => set({ open: null }),
  togglePanel: (panel) => set((s) => ({ open: s.open === panel ? null : panel })),
}));
