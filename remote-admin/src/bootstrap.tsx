import { renderStandalone } from '@portal/shared/standalone';
import * as remote from './routes';

// This remote on its own, for its team's development (npm run dev -w <remote>).
void renderStandalone(remote, { name: 'remote-admin' });
