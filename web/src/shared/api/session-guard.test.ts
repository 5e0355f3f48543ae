import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { ApiError } from './api-error';
import { reportSessionError, setSessionLostHandler } from './session-guard';
import { makeUser } from './testing/user-fixture';
import { resetUserQueries } from './user-queries';

describe('reportSessionError', () => {
  let stop: () => void = () => {};
  beforeEach(() => useUserStore.setState({ user: makeUser() }));
  afterEach(() => stop());

  it('hands a 401 or a 403 of a logged-in user to the registered handler', () => {
    const handler = vi.fn();
    stop = setSessionLostHandler(handler);
    reportSessionError(new ApiError(401, 401));
    reportSessionError(new ApiError(403, 403));
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('ignores other failures and guests', () => {
    const handler = vi.fn();
    stop = setSessionLostHandler(handler);
    reportSessionError(new ApiError(4030, 200));
    // No cart is a business outcome (HTTP 200), never a lost session (issue 26).
    reportSessionError(new ApiError(4004, 200));
    reportSessionError(new Error('boom'));
    useUserStore.setState({ user: null });
    reportSessionError(new ApiError(401, 401));
    expect(handler).not.toHaveBeenCalled();
  });

  it('still clears the user when no shell is listening', () => {
    reportSessionError(new ApiError(401, 401));
    expect(useUserStore.getState().user).toBeNull();
  });
});

describe('resetUserQueries', () => {
  it("drops what may depend on the user and keeps the shop's reference data", async () => {
    const client = new QueryClient();
    client.setQueryData(['configuration', 'web'], { features: {} });
    client.setQueryData(['categories'], []);
    client.setQueryData(['slots', 'first', 3, 'AT_HOME'], { id: 1 });
    client.setQueryData(['addresses'], [{ id: 1 }]);
    await resetUserQueries(client);
    expect(client.getQueryData(['configuration', 'web'])).toEqual({ features: {} });
    expect(client.getQueryData(['categories'])).toEqual([]);
    expect(client.getQueryData(['slots', 'first', 3, 'AT_HOME'])).toBeUndefined();
    expect(client.getQueryData(['addresses'])).toBeUndefined();
  });
});
