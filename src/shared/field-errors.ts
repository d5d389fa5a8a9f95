// Field errors from a failed parse, apart from the schemas: a form can show them without loading zod and every schema.
import type { z } from 'zod';
import { codedMessage, issueMessage, type MessageCode, type MessageParams } from './messages';

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
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    const coded = issueMessage(issue.message, params);
    // A library's own words (zod's) still go out by a code: the English as it came, and the field it is about.
    out.push({
      field,
      ...(coded.messageCode ? coded : codedMessage('invalid_field', { field, detail: issue.message })),
    });
  }
  return out;
}
