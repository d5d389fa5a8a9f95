// Picture uploads from the editors: the client's checks before sending, the multipart
// POST /api/upload/image with the session cookie, and what its answer means.
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, isUploadType, tooLargeMessage } from '../shared/upload';
import { csrfHeaders } from './cookies';

/** What is wrong with a picked file before it is sent ('' when it may go). A file without a type is judged by its name. */
export function uploadFileProblem(file: { type: string; size: number; name?: string } | null | undefined): string {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!isUploadType(file)) return UPLOAD_MESSAGES.badType;
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeMessage(file.size);
  return '';
}

export type UploadOutcome = { ok: true; imageUrl: string; originalName: string } | { ok: false; message: string };

/** Reads the upload answer: `data { imageUrl, originalName }` on success, else the server's message or 'Upload failed'. */
export function uploadOutcome(ok: boolean, body: unknown): UploadOutcome {
  const answer = (body && typeof body === 'object' ? body : {}) as { data?: { imageUrl?: unknown; originalName?: unknown }; message?: unknown };
  const imageUrl = answer.data?.imageUrl;
  if (ok && typeof imageUrl === 'string' && imageUrl) {
    return { ok: true, imageUrl, originalName: typeof answer.data?.originalName === 'string' ? answer.data.originalName : '' };
  }
  return { ok: false, message: typeof answer.message === 'string' && answer.message ? answer.message : UPLOAD_MESSAGES.failed };
}

/** Sends a checked file; never throws (a refused or lost request comes back as `ok: false` with the text to show). */
export async function uploadImage(file: File): Promise<UploadOutcome> {
  const problem = uploadFileProblem(file);
  if (problem) return { ok: false, message: problem };
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch('/api/upload/image', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: csrfHeaders(),
    });
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.network };
  }
  const body: unknown = await response.json().catch(() => null);
  return uploadOutcome(response.ok, body);
}
