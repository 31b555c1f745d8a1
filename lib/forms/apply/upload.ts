export type UploadResult =
  | { kind: 'answer'; status: number; body: unknown; retryAfterSeconds: number | null }
  | { kind: 'network' };

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the server's answer (any status) or `network` when none came; never rejects.
 */
export function uploadForm(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        parsed = null;
      }
      const retryAfter = Number(request.getResponseHeader('Retry-After'));
      resolve({
        kind: 'answer',
        status: request.status,
        body: parsed,
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      });
    });
    request.addEventListener('error', () => resolve({ kind: 'network' }));
    request.addEventListener('abort', () => resolve({ kind: 'network' }));
    request.addEventListener('timeout', () => resolve({ kind: 'network' }));
    request.send(body);
  });
}

/** The `{field: code}` map of a 400/422 answer, or an empty map. */
export function answerErrors(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const codes: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors)) if (typeof code === 'string') codes[field] = code;
  return codes;
}
