// An on/off switch (role=switch) with its label, for settings like the art style dialog's Use Custom Prompt.
export function Switch({
  checked,
  onChange,
  label,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-3 rounded-xl py-1 font-bold text-ink disabled:opacity-50"
    >
      <span
        className={`relative inline-block h-7 w-12 shrink-0 rounded-full border-[3px] border-ink transition ${checked ? 'bg-mint' : 'bg-paper-deep'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full border-2 border-ink bg-white transition-all ${checked ? 'left-[1.45rem]' : 'left-0.5'}`}
        />
      </span>
      {label}
    </button>
  );
}
