import { baseApi } from '@portal/shared';
import type { Page } from '@portal/shared/kit/list-screen';

import type { AuditEntry, AuditFilters } from '@portal/contracts/schemas';

export type { AuditEntry, AuditFilters };

export interface AuditListQuery {
  entity?: string;
  user_id?: number;
  /** true: only the refused attempts. */
  denied?: boolean;
  /** Ecuador's days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

/** `/api/admin/audit` (menu `adm-audit`), read only. */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<Page<AuditEntry>, AuditListQuery>({
      query: (params) => ({ url: 'admin/audit', params: { ...params } }),
      // The log grows with every change anywhere: read it fresh each time the screen opens.
      keepUnusedDataFor: 0,
    }),
    getAuditFilters: build.query<AuditFilters, void>({
      query: () => ({ url: 'admin/audit/filters' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAuditQuery, useGetAuditFiltersQuery } = auditApi;
