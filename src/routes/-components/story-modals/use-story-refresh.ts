// What the modals call after a change: the story (its scenes, characters and locations) and the lists that show it.
export { useRefreshStory } from '../story-page/use-scene-generation';
