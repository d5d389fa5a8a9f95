// Form state for the account forms: values, per-field errors that clear on edit, zod validation with the shared schemas.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import type { Refusal } from './auth-form-errors';
import { describeError } from './errors';
import { playSound } from './sound';
import { toast } from './toast';
import { translateMessage } from './messages';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrorState] = useState<FieldErrors<T>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // The form element arrives through a callback ref kept in state, so the object this hook returns holds no ref and
  // render may read it freely.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);

  // After a failed submit, put the cursor on the first field that needs attention.
  useEffect(() => {
    if (focusRequest) formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formElement]);

  function setField(name: keyof T & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrorState((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest as FieldErrors<T>;
    });
  }

  function setErrors(next: FieldErrors<T>) {
    setErrorState(next);
    if (Object.keys(next).length) setFocusRequest((n) => n + 1);
  }

  /** Parses the values; on failure shows the first message of each field and returns null. */
  function validate<S extends z.ZodType>(schema: S): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrorState({});
      return result.data;
    }
    setErrors(
      pickFields(Object.fromEntries(fieldErrors(result.error).map((error) => [error.field, translateMessage(error)]))),
    );
    return null;
  }

  /**
   * Shows a failed submit: under the fields it belongs to, else as a toast.
   * `route` maps the server's refusal to fields by its code (sign-in and sign-up rules); by default the server's own field errors are used.
   */
  function showServerError(error: unknown, fallback: string, route?: (refusal: Refusal) => FieldErrors<T> | null) {
    const problem = describeError(error, fallback);
    const fields = route ? route(problem) : pickFields(problem.fields);
    if (fields && Object.keys(fields).length) {
      setErrors(fields);
      playSound('error');
    } else {
      toast.error(problem.message);
    }
  }

  function pickFields(all: Record<string, string>): FieldErrors<T> {
    const known: FieldErrors<T> = {};
    for (const [field, message] of Object.entries(all)) if (field in values) known[field as keyof T & string] = message;
    return known;
  }

  /** The props a TextField or PasswordField needs for one form value. */
  function field(name: keyof T & string) {
    return { name, value: values[name], onValueChange: (value: string) => setField(name, value), error: errors[name] };
  }

  function reset(next: T = initial) {
    setValues(next);
    setErrorState({});
  }

  return { values, errors, field, validate, showServerError, reset, setFormElement };
}
