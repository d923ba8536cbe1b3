/**
 * GET /v1/admin/staff (issue 44; right staff.manage, the owner): every account holding a console role, owners
 * first, with its block and whether too many wrong authenticator codes locked its console (`failedCodes` in a row).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  staffListResponse,
  type StaffEntry as WireStaffEntry,
} from '@cases/domain/api/admin-staff';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleStaffEntry = Camel<WireStaffEntry>;

export async function getConsoleStaff(signal?: AbortSignal): Promise<ConsoleStaffEntry[]> {
  return (await apiGet('/v1/admin/staff', { schema: staffListResponse, signal })).staff;
}

export const consoleStaffQueryOptions = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'staff'] as const,
    queryFn: ({ signal }) => getConsoleStaff(signal),
  });

/** The staff list, read again after an unlock. */
export function useConsoleStaff() {
  return useQuery(consoleStaffQueryOptions());
}
