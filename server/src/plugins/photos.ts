import fp from 'fastify-plugin';
import { openPhotos, type Photos } from '../photos/photos.ts';

declare module 'fastify' {
  interface FastifyInstance {
    photos: Photos;
  }
}

/** The CV photos' folder (UPLOADS_DIR/photos, created at start) and link signer. */
export default fp(
  async (app) => {
    app.decorate('photos', await openPhotos(app.config.uploadsDir, app.config.appSecret));
  },
  { name: 'photos', dependencies: ['config'] },
);
