// The sign-in and sign-up forms' submit: one at a time, checked by the shared schema, then back where the visitor was.
// The schema (zod and the shared schemas, about 30 KB compressed) is loaded when the visitor first focuses a field, not
// with the page: a server-drawn form hydrates without evaluating it.
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldErrors, useForm } from '../../lib/form';
import { armPendingAction, clearPendingAction } from '../../lib/pending-action';
import type { LoginSearch } from '../../lib/redirect';
import type { Refusal } from '../../lib/auth-form-errors';

type Form<T extends Record<string, string>> = ReturnType<typeof useForm<T>>;

interface AuthSubmit<T extends Record<string, string>, S extends z.ZodType> {
  form: Form<T>;
  /** Loads the shared schema the values are checked with (a dynamic import: its module is loaded once). */
  schema: () => Promise<S>;
  search: LoginSearch;
  /** Sends the checked values (signs in or creates the account); throws what the server refused. */
  send: (input: z.output<S>) => Promise<void>;
  fallback: string;
  /** Which fields a server message belongs under. */
  errorFields: (refusal: Refusal) => FieldErrors<T> | null;
}

export function useAuthSubmit<T extends Record<string, string>, S extends z.ZodType>({
  form,
  schema,
  search,
  send,
  fallback,
  errorFields,
}: AuthSubmit<T, S>) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // A submit waiting for the schema: a second press meanwhile is the same submit.
  const checking = useRef(false);

  // The form calls this and expects nothing back; the request runs on and shows its own failure under the fields.
  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || checking.current) return;
    checking.current = true;
    void schema()
      .then((loaded) => {
        const input = form.validate(loaded);
        if (input) void request(input);
      })
      .catch((error: unknown) => form.showServerError(error, fallback))
      .finally(() => {
        checking.current = false;
      });
  }

  /** For the form's focus: the schema loads while the visitor types. */
  function prepare() {
    schema().catch(() => undefined);
  }

  async function request(input: z.output<S>) {
    setBusy(true);
    try {
      await send(input);
      // What the visitor was doing finishes back there; a sign-in nobody asked for drops an old unfinished action.
      if (search.reason) armPendingAction();
      else clearPendingAction();
      await navigate({ href: search.redirect ?? '/', replace: true });
    } catch (error) {
      form.showServerError(error, fallback, errorFields);
      setBusy(false);
    }
  }

  return { busy, submit, prepare };
}
