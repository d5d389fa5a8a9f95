// The frame of each settings form on the dashboard.
import type { ReactNode } from 'react';

export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-3xl leading-none text-ink">
        {title}
      </h2>
      <p className="mt-1.5 text-ink-soft">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
