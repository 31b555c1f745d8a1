/** A freshly signed form token from `GET /api/form-token`, or null when none came (offline, an error). */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/form-token', { cache: 'no-store', headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { token?: unknown };
    return response.ok && typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}
