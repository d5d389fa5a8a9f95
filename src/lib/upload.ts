// Picture uploads from the editors: the client's checks before sending, the multipart
// POST /api/upload/image with the session cookie, and what its answer means.
import { MAX_UPLOAD_BYTES, isUploadType, tooLargeMessage } from '../shared/upload';
import { csrfHeaders } from './cookies';
import { t } from './i18n';
import { translateMessage } from './messages';
import { isMessageCode, type MessageParams } from '../shared/messages';

/** What is wrong with a picked file before it is sent ('' when it may go). A file without a type is judged by its name. */
export function uploadFileProblem(file: { type: string; size: number; name?: string } | null | undefined): string {
  if (!file) return t('editor.msg.noFile');
  if (!isUploadType(file)) return t('editor.msg.badType');
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeMessage(file.size);
  return '';
}

export type UploadOutcome = { ok: true; imageUrl: string; originalName: string } | { ok: false; message: string };

/** Reads the upload answer: `data { imageUrl, originalName }` on success, else the server's refusal (by its code) or 'Upload failed'. */
export function uploadOutcome(ok: boolean, body: unknown): UploadOutcome {
  const answer = (body && typeof body === 'object' ? body : {}) as {
    data?: { imageUrl?: unknown; originalName?: unknown };
    message?: unknown;
    messageCode?: unknown;
    params?: MessageParams;
  };
  const imageUrl = answer.data?.imageUrl;
  if (ok && typeof imageUrl === 'string' && imageUrl) {
    return {
      ok: true,
      imageUrl,
      originalName: typeof answer.data?.originalName === 'string' ? answer.data.originalName : '',
    };
  }
  if (typeof answer.message !== 'string' || !answer.message)
    return { ok: false, message: t('editor.msg.uploadFailed') };
  return {
    ok: false,
    message: translateMessage({
      message: answer.message,
      messageCode: isMessageCode(answer.messageCode) ? answer.messageCode : undefined,
      params: answer.params,
    }),
  };
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
    return { ok: false, message: t('editor.msg.uploadNetwork') };
  }
  const body: unknown = await response.json().catch(() => null);
  return uploadOutcome(response.ok, body);
}
