/**
 * The disk cache of Steam item icons: one file per catalog item, `<dir>/<item id>.img`, written
 * atomically (a temporary file renamed into place), so a reader never sees half a picture.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const fileOf = (dir: string, itemId: string) => path.join(dir, `${itemId}.img`);

/** The cached picture of `itemId`, or null when there is none. */
export async function readCachedIcon(dir: string, itemId: string): Promise<Buffer | null> {
  try {
    return await readFile(fileOf(dir, itemId));
  } catch {
    return null;
  }
}

/** Stores the picture of `itemId` (creating `dir` when needed). */
export async function writeCachedIcon(dir: string, itemId: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const tmp = `${fileOf(dir, itemId)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, fileOf(dir, itemId));
}
