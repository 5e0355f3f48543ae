import { expect, type APIResponse } from '@playwright/test';

/** The envelope's data of a successful call; fails the test on anything else. */
export async function data<T>(response: APIResponse): Promise<T> {
  // A business refusal is HTTP 200 too (issue 26): success is HTTP 200 and code 0.
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { responseCode: number; data: T };
  expect(body.responseCode, JSON.stringify(body)).toBe(0);
  return body.data;
}
