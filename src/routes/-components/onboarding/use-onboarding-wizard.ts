// The onboarding wizard's state: the step, what each step chose (description, art style, opening prompt) with its
// problem, and Continue, which saves the step's choice first (stories.update, stories.setArtStyle).
import { readDraft, useDraft, writeDraft } from '../../../lib/drafts';
import { useEffect, useRef, useState } from 'react';
import { styleChoiceFor, styleChoicePrompt, type StyleChoice } from '../../../lib/art-styles';
import { describeError } from '../../../lib/errors';
import { descriptionProblem } from '../../../lib/onboarding';
import { WIZARD_STEPS } from '../../../shared/onboarding';
import { promptProblem } from '../../../lib/scene-prompt';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPCClient } from '../../../lib/trpc';
import { useRefreshStory } from '../../../lib/story-refresh';
import { useEntityExtraction } from './use-entity-extraction';
import { useStoryCreation } from './use-story-creation';
import { t } from '../../../lib/i18n';

/** A field's value with its problem, cleared as soon as the author types. */
function useCheckedField<T>(initial: T | (() => T)) {
  const [value, setValue] = useState<T>(initial);
  const [error, setError] = useState('');
  const change = (next: T) => {
    setValue(next);
    setError('');
  };
  return { value, error, setError, change };
}

export function useOnboardingWizard(story: StoryDetail, onComplete: () => void) {
  const client = useTRPCClient();
  const refresh = useRefreshStory(story._id);
  // The step survives a reload of the tab; each step's input is saved on the story as the wizard moves on.
  const [stepText, setStepText] = useDraft(`wizard-step:${story._id}`, '0');
  const step = Math.min(Math.max(0, Number(stepText) || 0), WIZARD_STEPS.length - 1);
  const setStep = (next: (current: number) => number) => setStepText(String(next(step)));
  const description = useCheckedField(story.description);
  const style = useCheckedField<StyleChoice>(() => styleChoiceFor(story.artStyle));
  const prompt = useCheckedField(() => readDraft(`wizard-prompt:${story._id}`));
  useEffect(() => writeDraft(`wizard-prompt:${story._id}`, prompt.value), [story._id, prompt.value]);
  const [saving, setSaving] = useState(false);
  const extraction = useEntityExtraction(story);
  const creation = useStoryCreation(story, onComplete);

  // Each new step is announced by moving focus to its heading (not on first render), with the progress indicator
  // brought into view below the sticky site header (the section's scroll margin).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) {
      if ((sectionRef.current?.getBoundingClientRect().top ?? 0) < 80)
        sectionRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }
    mounted.current = true;
  }, [step]);

  /** Saves a step's choice; true when stored, a toast when refused. */
  async function store(request: () => Promise<unknown>, failure: (error: unknown) => string): Promise<boolean> {
    try {
      await request();
      await refresh();
      return true;
    } catch (error) {
      toast.error(failure(error));
      return false;
    }
  }

  async function saveDescription(): Promise<boolean> {
    const problem = descriptionProblem(description.value);
    description.setError(problem);
    if (problem) return false;
    const text = description.value.trim();
    if (text === story.description.trim()) return true;
    return store(
      () => client.stories.update.mutate({ id: story._id, changes: { description: text } }),
      (error) => describeError(error, 'Failed to save the description').message,
    );
  }

  async function saveStyle(): Promise<boolean> {
    const artStyle = styleChoicePrompt(style.value);
    style.setError(artStyle ? '' : t('editor.msg.customStyleRequired'));
    if (!artStyle) return false;
    if (artStyle === story.artStyle.trim()) return true;
    return store(
      () => client.stories.setArtStyle.mutate({ id: story._id, artStyle }),
      () => t('editor.art.saveFailed'),
    );
  }

  async function next() {
    if (saving) return;
    setSaving(true);
    try {
      const saved = step === 0 ? await saveDescription() : step === 1 ? await saveStyle() : true;
      if (saved) setStep((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
    } finally {
      setSaving(false);
    }
  }

  function create() {
    const problem = promptProblem(prompt.value);
    prompt.setError(problem);
    if (problem) return;
    void creation.create(prompt.value, description.value);
  }

  return {
    step,
    back: () => setStep((current) => Math.max(0, current - 1)),
    next,
    create,
    description,
    style,
    prompt,
    saving,
    busy: saving || creation.busy,
    /** Continue waits for a custom style to be described. */
    customBlank: step === 1 && style.value.useCustom && !style.value.custom.trim(),
    extraction,
    creation,
    headingRef,
    sectionRef,
  };
}
