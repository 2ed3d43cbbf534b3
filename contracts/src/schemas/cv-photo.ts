import { Type, type Static } from 'typebox';
import { photoRules } from '../cv-photo.ts';
import { StrictObject } from './common.ts';

/**
 * The student's photo as `PUT /api/cv/photo` and `GET /api/students/{id}/photo` answer it.
 * `photo_url` is a signed, short-lived address (about one to two hours) to put straight in an
 * `<img src>`: no token needed, and the same address for the same photo within the hour, so the
 * browser caches it. After it expires, ask again (`GET /api/cv` carries a fresh one).
 */
export const CvPhoto = Type.Object({
  photo_url: Type.String(),
  width: Type.Integer({ minimum: 1, maximum: photoRules.maxSide }),
  height: Type.Integer({ minimum: 1, maximum: photoRules.maxSide }),
  updated_at: Type.String(),
});
export type CvPhoto = Static<typeof CvPhoto>;

/** For the docs only: the server reads the multipart stream itself (one file, field `foto`). */
export const PhotoUpload = Type.Object(
  { [photoRules.field]: Type.String({ format: 'binary', description: 'JPEG, PNG o WebP, ≤ 2 MB' }) },
  { required: [photoRules.field] },
);

/** A stored photo's file name: random, so it also versions the address. */
export const photoFilePattern = '^[0-9a-f]{32}\\.jpg$';

export const PhotoFileParams = StrictObject({ file: Type.String({ pattern: photoFilePattern, maxLength: 40 }) });

export const PhotoLinkQuery = StrictObject({
  /** Unix time (seconds) after which the address stops working. */
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});
export type PhotoLinkQuery = Static<typeof PhotoLinkQuery>;
