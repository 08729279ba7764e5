import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Public URL prefix under which the gateway serves MEDIA_DIR. */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Where painting images live. The default driver writes to MEDIA_DIR (served by the
 * gateway); an S3-compatible driver can take its place so several hosts share images.
 */
export class LocalMediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return this.publicUrl(key);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Removes every file under a folder key, e.g. all images of one painting. */
  async removeFolder(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }

  publicUrl(key: string): string {
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  private pathOf(key: string): string {
    const relative = normalize(key);
    if (relative.startsWith('..') || relative.startsWith('/')) throw new Error(`Invalid media key: ${key}`);
    return join(this.root, relative);
  }
}
