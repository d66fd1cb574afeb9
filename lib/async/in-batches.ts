/**
 * Runs `task` over `items`, at most `limit` at once, and returns the results in the items' order: for requests that
 * wait on the network rather than on each other (the desk's bulk draw, the suite's raw HTTP checks).
 */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
