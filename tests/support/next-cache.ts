// Next's data cache exists only inside a Next server; integration tests call the readers directly.
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return fn;
}
export function revalidateTag() {}
export function revalidatePath() {}
