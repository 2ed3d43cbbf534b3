import { baseApi } from '@portal/shared';

import type { AdminDashboard, Dashboard } from '@portal/contracts/schemas';

export type { AdminDashboard };

/** `GET /api/dashboard`: the landing's figures; this remote shows the administrator's. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: 'dashboard' }),
      // Figures change with every signup, review and application: fresh each time the landing opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
