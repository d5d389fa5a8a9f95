// Media store in a folder (Node host). The content type sits beside each object in `<file>.type`.
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isValidMediaKey, type MediaStore } from './media';

export function createFsMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return join(base, key);
  };
  return {
    async put(key, body, contentType) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename so a reader never sees half an object.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await writeFile(`${file}.type`, contentType);
      await rename(temp, file);
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const file = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { body: new Uint8Array(body), contentType, size: body.byteLength };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
    },
  };
}
