// Home → Play hands its prompt to the new story's page, which sends it as the first scene at once. Kept in
// memory only: a reload of the story page must not send the prompt a second time.
const waiting = new Map<string, string>();

export function queueFirstScene(storyId: string, prompt: string) {
  waiting.set(storyId, prompt);
}

/** The prompt waiting for this story, removed so it is sent once (null when there is none). */
export function takeFirstScene(storyId: string): string | null {
  const prompt = waiting.get(storyId) ?? null;
  waiting.delete(storyId);
  return prompt;
}
