import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/index.ts';
import auditRoutes from './admin/audit.ts';
import companyAdminRoutes from './admin/companies.ts';
import moderationRoutes, { settingsRoutes } from './admin/moderation.ts';
import catalogAdminRoutes from './admin/catalogs.ts';
import userAdminRoutes from './admin/users.ts';
import menuAdminRoutes from './admin/menus.ts';
import permissionAdminRoutes, { permissionRoleRoutes } from './admin/permissions.ts';
import roleAdminRoutes from './admin/roles.ts';
import universityAdminRoutes from './admin/universities.ts';
import applicationRoutes from './applications/index.ts';
import catalogRoutes from './catalogs/index.ts';
import companyApplicationRoutes from './company/applications.ts';
import companyOfferRoutes from './company/offers.ts';
import cvRoutes from './cv/index.ts';
import cvPdfRoutes from './cv/pdf.ts';
import cvPhotoRoutes from './cv/photo.ts';
import dashboardRoutes from './dashboard/index.ts';
import healthRoutes from './health/index.ts';
import notificationRoutes from './notifications/index.ts';
import offerRoutes from './offers/index.ts';
import privacyRoutes from './privacy/index.ts';
import sessionRoutes from './session/index.ts';
import signupRoutes from './signup/index.ts';
import testingRoutes from './testing/outbox.ts';
import universityRoutes from './universities/index.ts';
import practicumAdminRoutes from './practicums/admin.ts';
import { companyPracticumRoutes, studentPracticumRoutes, tutorPracticumRoutes, verifyRoutes } from './practicums/sides.ts';
import surveyAdminRoutes from './admin/surveys.ts';
import followUpRoutes from './admin/follow-up.ts';
import surveyAnswerRoutes from './surveys/index.ts';

/** Every JSON API route, mounted under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  // Authorization is declared on each route; one that forgets would be open, so refuse to start.
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) throw new Error(`${String(route.method)} ${route.url} declares no config.auth`);
  });

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(accountRoutes);
  await app.register(catalogRoutes, { prefix: '/catalogs' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(offerRoutes, { prefix: '/offers' });
  await app.register(applicationRoutes, { prefix: '/applications' });
  await app.register(companyOfferRoutes, { prefix: '/company/offers' });
  await app.register(companyApplicationRoutes, { prefix: '/company/applications' });
  await app.register(universityRoutes, { prefix: '/universities' });
  await app.register(cvRoutes, { prefix: '/cv' });
  await app.register(cvPhotoRoutes);
  await app.register(cvPdfRoutes);
  await app.register(userAdminRoutes, { prefix: '/admin/users' });
  await app.register(roleAdminRoutes, { prefix: '/admin/roles' });
  await app.register(permissionAdminRoutes, { prefix: '/admin/roles' });
  await app.register(permissionRoleRoutes, { prefix: '/admin/permissions' });
  await app.register(menuAdminRoutes, { prefix: '/admin/menus' });
  await app.register(catalogAdminRoutes, { prefix: '/admin/catalogs' });
  await app.register(universityAdminRoutes, { prefix: '/admin/universities' });
  await app.register(auditRoutes, { prefix: '/admin/audit' });
  await app.register(practicumAdminRoutes, { prefix: '/admin' });
  await app.register(studentPracticumRoutes, { prefix: '/practicas' });
  await app.register(companyPracticumRoutes, { prefix: '/company' });
  await app.register(tutorPracticumRoutes, { prefix: '/tutor/practicas' });
  await app.register(verifyRoutes, { prefix: '/verificar' });
  await app.register(privacyRoutes);
  await app.register(surveyAdminRoutes, { prefix: '/admin/surveys' });
  await app.register(followUpRoutes, { prefix: '/admin/follow-up' });
  await app.register(surveyAnswerRoutes, { prefix: '/surveys' });
  await app.register(companyAdminRoutes, { prefix: '/admin/companies' });
  await app.register(moderationRoutes, { prefix: '/admin/moderation' });
  await app.register(settingsRoutes, { prefix: '/admin/settings' });
  if (app.config.enableTestRoutes) await app.register(testingRoutes, { prefix: '/testing' });
};

export default apiRoutes;
