/**
 * GET /v1/payments/transaction/status?orderId= → { status: pending|success|fail, value, credited, bonus }
 * (spec 001 §3 Payment status, §7). Polled every 1.5 s while pending.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { statusResponse } from '@cases/domain/api/payments';
import type { PaymentStatusResponse } from '@cases/domain/api/payments';
import { apiGet } from '../../../api/client.ts';

export type PaymentStatus = Camel<PaymentStatusResponse>;

const POLL_MS = 1500;

/** True once the order has settled (success or fail). */
export const isFinalStatus = (status: PaymentStatus | undefined): boolean =>
  status?.status === 'success' || status?.status === 'fail';

/** The status of one order. */
export function getPaymentStatus(orderId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return apiGet('/v1/payments/transaction/status', {
    schema: statusResponse,
    query: { orderId },
    signal,
  });
}

export const paymentStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'status', orderId] as const,
    queryFn: ({ signal }) => getPaymentStatus(orderId, signal),
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinalStatus(query.state.data) ? false : POLL_MS,
  });

/** Polls until the order is no longer pending. */
export function usePaymentStatus(orderId: string) {
  return useQuery({ ...paymentStatusQueryOptions(orderId), enabled: orderId !== '' });
}
