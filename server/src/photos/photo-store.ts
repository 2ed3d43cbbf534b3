import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = /^[0-9a-f]{32}\.jpg$/;

/**
 * The photos' folder (UPLOADS_DIR/photos): outside every static root, so a file is only ever
 * sent by the photo route, after its checks. Names are random; nothing the client sends becomes
 * part of a path.
 */
export class PhotoStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  newName(): string {
    return `${randomBytes(16).toString('hex')}.jpg`;
  }

  private pathOf(name: string): string {
    if (!FILE_NAME.test(name)) throw new Error(`Not a photo file name: ${name}`);
    return path.join(this.dir, name);
  }

  /** `wx`: never overwrites, so a photo being served is never rewritten under a reader. */
  async write(name: string, data: Buffer): Promise<void> {
    await writeFile(this.pathOf(name), data, { flag: 'wx', mode: 0o600 });
  }

  /** null when the file is gone (removed after the row that named it). */
  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}
