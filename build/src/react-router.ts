import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router 7 exports only its development build, whatever the mode (remix-run/react-router
 * #14102, open): its dev warnings stay on, each building its message on every render, and its
 * default error page greets the visitor as a developer. The production build ships beside it,
 * the same code with the warnings off; production builds use it. `appDir`: the app's folder,
 * from which its React Router is resolved.
 */
export function reactRouterProduction(appDir: string): string {
  const routerPackage = createRequire(path.join(appDir, 'package.json')).resolve('react-router/package.json');
  return path.join(path.dirname(routerPackage), 'dist/production/index.mjs');
}
