// Home (spec 01 section 2): the hero with the prompt, the tag row, 'Recent Stories' and the New Story button.
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { HomeHero } from '../-components/home/home-hero';
import { NewStoryButton, StoriesEmptyState, TagFilter, type TagCount } from '../-components/home/story-list';
import { useCreateStory } from '../-components/home/use-create-story';

export const Route = createFileRoute('/_auth/')({
  component: HomePage,
});

// Tags and stories come from the stories API in the next issue; until then the list is honestly empty.
const NO_TAGS: TagCount[] = [];

function HomePage() {
  usePageTitle();
  const [tag, setTag] = useState<string | null>(null);
  const { createStory, isCreating } = useCreateStory();
  const startStory = () => void createStory({ tag });

  return (
    <>
      <HomeHero busy={isCreating} onPlay={(prompt) => createStory({ prompt, tag })} />
      <section aria-labelledby="stories-heading" className="mx-auto max-w-6xl px-4 pt-8 pb-28 sm:px-6 sm:pt-10">
        <TagFilter tags={NO_TAGS} selected={tag} onSelect={setTag} />
        <h2 id="stories-heading" className="mt-6 mb-5 text-4xl text-ink sm:text-5xl">
          {tag ? `${tag} Stories` : 'Recent Stories'}
        </h2>
        <StoriesEmptyState onCreate={startStory} />
      </section>
      <NewStoryButton onClick={startStory} />
    </>
  );
}
