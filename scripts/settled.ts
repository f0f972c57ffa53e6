/**
 * Both results once both have finished, like Promise.all, but a failure is thrown only after the
 * other has settled too: a build that stops must not leave a step (a child process) running.
 */
export async function settled<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [ra, rb] = await Promise.allSettled([a, b]);
  if (ra.status === 'rejected') throw ra.reason;
  if (rb.status === 'rejected') throw rb.reason;
  return [ra.value, rb.value];
}
