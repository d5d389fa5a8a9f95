// The story page's loading screen, on its own so the route can show it while its loader and code arrive.

/** The story page's shape while the story loads. */
export function StoryPageSkeleton() {
  const bar = 'animate-pulse rounded-lg bg-ink/10';
  return (
    <div role="status" aria-label="Loading story" className="mx-auto max-w-5xl px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
      <div className="rounded-2xl border-[3px] border-ink/20 bg-white p-5 sm:p-8">
        <div className={`h-6 w-28 ${bar}`} />
        <div className={`mt-4 h-12 w-3/4 ${bar}`} />
        <div className={`mt-4 h-4 w-full ${bar}`} />
        <div className={`mt-2 h-4 w-2/3 ${bar}`} />
        <div className="mt-6 flex gap-3">
          <div className={`h-11 w-20 ${bar}`} />
          <div className={`h-11 w-28 ${bar}`} />
        </div>
      </div>
      {[0, 1].map((scene) => (
        <div key={scene} className="mt-10 rounded-2xl border-[3px] border-ink/20 bg-white/70 p-5">
          <div className={`h-9 w-48 ${bar}`} />
          <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((panel) => (
              <div key={panel} className={`aspect-[3/4] ${bar}`} />
            ))}
          </div>
        </div>
      ))}
      <span className="sr-only">Loading your story...</span>
    </div>
  );
}
