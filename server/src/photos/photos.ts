import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PhotoLinks } from './photo-links.ts';
import { PhotoStore } from './photo-store.ts';

/** Where CV photos are kept and how links to them are signed. */
export interface Photos {
  store: PhotoStore;
  links: PhotoLinks;
}

/**
 * Links are signed with APP_SECRET; without one, with a random key per process (links handed out
 * before a restart then stop working, and the client gets fresh ones with its next `GET /api/cv`).
 */
export async function openPhotos(uploadsDir: string, appSecret: string | null): Promise<Photos> {
  const store = new PhotoStore(path.join(uploadsDir, 'photos'));
  await store.init();
  return { store, links: new PhotoLinks(appSecret ?? randomBytes(32).toString('hex')) };
}
