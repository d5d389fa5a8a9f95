// Field errors from a failed parse, apart from the schemas: a form can show them without loading zod and every schema.
import type { z } from 'zod';
import { issueMessage, type MessageCode, type MessageParams } from './messages';

/** A field error as answers carry it: the field, the English, and the message's code and parameters when it has one. */
export interface FieldError {
  field: string;
  message: string;
  messageCode?: MessageCode;
  params?: MessageParams;
}

/** Field errors in the API's `{ field, message, messageCode?, params? }` form, first message per field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, ...issueMessage(issue.message) });
  }
  return out;
}
