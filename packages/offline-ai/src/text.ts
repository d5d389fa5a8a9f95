// The offline text provider: every task answered from its input alone (no network), then checked against its schema
// like any remote answer.
import { taskSchemas } from '../../../worker/ai/schemas';
import { AiError, type TextProvider, type TextTaskName, type TextTasks } from '../../../worker/ai/types';
import { entityFrom, extract, improve, suggest, titleFor } from './ideas';
import { writeScene } from './scene';
import { failure } from './image';

/** The writer of each task. */
const writers: { [K in TextTaskName]: (input: TextTasks[K]['input']) => TextTasks[K]['output'] } = {
  scene: writeScene,
  suggestions: suggest,
  improveText: improve,
  title: titleFor,
  extractEntities: extract,
  entityFromDescription: entityFrom,
};

export function createOfflineTextProvider(): TextProvider {
  return {
    name: 'offline',
    async run<K extends TextTaskName>(task: K, input: TextTasks[K]['input']): Promise<TextTasks[K]['output']> {
      const write = writers[task] as (input: TextTasks[K]['input']) => unknown;
      let answer: unknown;
      try {
        answer = write(input);
      } catch (error) {
        throw failure('bad_response', `The offline writer could not write this ${task}`, error);
      }
      const parsed = taskSchemas[task].safeParse(answer);
      if (!parsed.success)
        throw new AiError('bad_response', `The offline writer produced an invalid ${task}`, parsed.error.message);
      return parsed.data as TextTasks[K]['output'];
    },
  };
}
