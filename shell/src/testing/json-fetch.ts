/**
 * Replaces fetch with a server that answers every request with 200 and the
 * JSON `body` gives at the time of the call, so that a test changes what is
 * served (the remotes manifest after a release) by changing what `body` reads.
 */
export function serveJson(body: () => unknown): void {
  globalThis.fetch = jest.fn(async () => ({
    status: 200,
    json: async () => body(),
  })) as unknown as typeof fetch;
}
