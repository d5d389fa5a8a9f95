// Profile & Settings → API tokens: create one (name, expiry, scope), see its secret once, list and revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DateTime } from '../../../components/date-time';
import { SubmitButton, TextField } from '../../../components/form-fields';
import { copyText } from '../../../components/share-button';
import { describeError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { createTokenInput, TOKEN_EXPIRY_DAYS, TOKEN_NAME_MAX, type TokenScope } from '../../../shared/api-tokens';
import { SettingsCard } from './settings-card';
import { PRODUCT_NAME } from '../../../shared/limits';
import { T, useT } from '../../../lib/i18n-react';
import { issueText } from '../../../lib/messages';

interface TokenItem {
  _id: string;
  name: string;
  scope: TokenScope;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export function ApiTokens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();
  const listOptions = trpc.tokens.list.queryOptions();
  const list = useQuery(listOptions);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const setTokens = (update: (tokens: TokenItem[]) => TokenItem[]) =>
    queryClient.setQueryData(listOptions.queryKey, (old) => (old ? { ...old, data: update(old.data) } : old));

  return (
    <SettingsCard
      id="api-tokens-heading"
      title={t('account.tokens.title')}
      description={t('account.tokens.description', { product: PRODUCT_NAME, docs: '/api/docs' })}
    >
      <CreateTokenForm
        onCreated={(token) => {
          setCreated({ name: token.name, token: token.token });
          const { token: _secret, ...item } = token;
          setTokens((tokens) => [item, ...tokens.filter((other) => other._id !== item._id)]);
        }}
      />
      {created && <NewToken {...created} onDone={() => setCreated(null)} />}
      <h3 className="mt-6 text-xl font-bold text-ink">{t('account.tokens.yours')}</h3>
      {list.isPending ? (
        <p role="status" className="mt-2 text-ink-soft">
          {t('account.tokens.loading')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-2 font-bold text-pop-deep">
          {t('account.tokens.loadFailed')}
        </p>
      ) : list.data.data.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('account.tokens.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-3" aria-label={t('account.tokens.listLabel')}>
          {list.data.data.map((token) => (
            <TokenRow
              key={token._id}
              token={token}
              onRevoked={() => setTokens((tokens) => tokens.filter((other) => other._id !== token._id))}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: TokenItem & { token: string }) => void }) {
  const t = useT();
  const trpc = useTRPC();
  const ids = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('30');
  const [scope, setScope] = useState<TokenScope>('read');
  const [nameError, setNameError] = useState<string>();
  const create = useMutation(trpc.tokens.create.mutationOptions());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createTokenInput.safeParse({
      name,
      expiresInDays: expiry === 'none' ? null : Number(expiry),
      scope,
    });
    if (!parsed.success) {
      setNameError(
        issueText(
          parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ??
            parsed.error.issues[0]?.message ??
            '',
        ),
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        onCreated(result.data);
        setName('');
      },
      onError: (error) => {
        const problem = describeError(error, t('account.tokens.createFailed'));
        if (problem.fields.name) setNameError(problem.fields.name);
        else toast.error(problem.message);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={t('account.tokens.name')}
        hint={t('account.tokens.nameHint')}
        maxChars={TOKEN_NAME_MAX}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setNameError(undefined);
        }}
        {...(nameError ? { error: nameError } : {})}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-expiry`} className="mb-1.5 block text-[0.95rem] font-bold text-ink">
            {t('account.tokens.expires')}
          </label>
          <select
            id={`${ids}-expiry`}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            className="field-input"
          >
            {TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {t('account.tokens.inDays', { n: days })}
              </option>
            ))}
            <option value="none">{t('account.tokens.noExpiry')}</option>
          </select>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-[0.95rem] font-bold text-ink">{t('account.tokens.access')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
            {(
              [
                ['read', t('account.tokens.readOnly')],
                ['read-write', t('account.tokens.readWrite')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 font-bold text-ink">
                <input
                  type="radio"
                  name={`${ids}-scope`}
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="size-5 accent-pop"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <SubmitButton
        busy={create.isPending}
        label={t('account.tokens.create')}
        busyLabel={t('account.tokens.creating')}
        className="justify-self-start"
      />
    </form>
  );
}

/** The secret, once: copied from here or never again. */
function NewToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await copyText(token);
      setCopied(true);
      toast.success(t('account.tokens.copiedToast'));
    } catch {
      toast.error(t('account.tokens.copyUnavailable'));
    }
  }
  return (
    <div role="status" className="mt-5 rounded-xl border-[3px] border-ink bg-sun/30 p-4">
      <p className="font-bold text-ink">
        <T id="account.tokens.newToken" values={{ name }} components={{ 0: <bdi /> }} />
      </p>
      <label htmlFor={id} className="sr-only">
        {t('account.tokens.newLabel')}
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={token}
          dir="ltr"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input min-w-0 flex-1 basis-56 font-mono text-sm"
        />
        <button type="button" onClick={() => void copy()} className="btn btn-sun">
          {copied ? t('account.tokens.copied') : t('account.tokens.copy')}
        </button>
        <button type="button" onClick={onDone} className="btn btn-plain">
          {t('account.tokens.done')}
        </button>
      </div>
    </div>
  );
}

function TokenRow({ token, onRevoked }: { token: TokenItem; onRevoked: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const revoke = useMutation(trpc.tokens.revoke.mutationOptions());
  // Read once as the row appears: the list is fetched again after every change anyway.
  const [shownAt] = useState(Date.now);
  const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() <= shownAt;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 border-ink/20 p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-bold break-words text-ink">
          <bdi>{token.name}</bdi>{' '}
          <span className="ms-1 rounded-md border-2 border-ink px-1.5 text-xs font-bold whitespace-nowrap uppercase">
            {token.scope === 'read' ? t('account.tokens.readOnly') : t('account.tokens.readWrite')}
          </span>
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          <T id="account.tokens.created" values={{ date: <DateTime iso={token.createdAt} /> }} /> ·{' '}
          {token.expiresAt ? (
            <T
              id={expired ? 'account.tokens.expiredOn' : 'account.tokens.expiresOn'}
              values={{ date: <DateTime iso={token.expiresAt} /> }}
            />
          ) : (
            t('account.tokens.noExpiry')
          )}{' '}
          ·{' '}
          {token.lastUsedAt ? (
            <T id="account.tokens.lastUsed" values={{ date: <DateTime iso={token.lastUsedAt} /> }} />
          ) : (
            t('account.tokens.neverUsed')
          )}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-plain py-1.5"
        disabled={revoke.isPending}
        aria-busy={revoke.isPending}
        aria-label={t('account.tokens.revokeLabel', { name: token.name })}
        onClick={() =>
          revoke.mutate(
            { id: token._id },
            {
              onSuccess: () => {
                onRevoked();
                toast.success(t('account.tokens.revoked', { name: token.name }));
              },
              onError: (error) => toast.error(describeError(error, t('account.tokens.revokeFailed')).message),
            },
          )
        }
      >
        {t('account.tokens.revoke')}
      </button>
    </li>
  );
}
