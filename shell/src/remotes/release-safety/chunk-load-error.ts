/** webpack's own chunk failures (a deploy removed an old chunk): reload once. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading chunk .* failed/.test(error.message))
  );
}
