/**
 * What sends the API client's calls: the browser's fetch, or, for the server's first paint
 * (app/entry-server.tsx), the server's own routes answered in process.
 */
let transport: typeof fetch | undefined;

export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  return transport ? transport(input, init) : fetch(input, init);
}
