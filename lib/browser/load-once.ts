/**
 * Code fetched on first interest (a form's schema, the phone mask, swiper): one download per page
 * however many callers ask, and a failed one is forgotten so the next request tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const loading = load();
      pending = loading;
      loading.catch(() => {
        if (pending === loading) pending = null;
      });
    }
    return pending;
  };
}
