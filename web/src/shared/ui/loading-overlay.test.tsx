import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LOADER_TIMEOUT_MS, LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces loading while visible and gives up after the 3 s time-out', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    renderWithProviders(<LoadingOverlay visible onTimeout={onTimeout} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso…');

    act(() => vi.advanceTimersByTime(LOADER_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(LOADER_TIMEOUT_MS).toBe(3000);
  });

  it('renders nothing while hidden', () => {
    renderWithProviders(<LoadingOverlay visible={false} onTimeout={() => {}} />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
