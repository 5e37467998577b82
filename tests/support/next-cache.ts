// Next's caches exist only inside a Next server: integration tests call the readers directly, so the
// cache scope's own calls do nothing here.
export function cacheTag() {}
export function cacheLife() {}
export function revalidateTag() {}
