import type { SendResult } from '../send-answer';

export { answerErrors } from '../send-answer';
export type UploadResult = SendResult;

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
