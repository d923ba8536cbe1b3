/**
 * Shows the nested route only while a feature flag is on, else the "unavailable" notice
 * (spec 000 §1 "Feature flags can turn off whole features").
 */
import { Outlet } from 'react-router';
import type { FeatureFlag } from '@cases/domain/api/platform';
import { useFeature } from '../../api/endpoints/get-config.ts';
import { Unavailable } from './unavailable.tsx';

/** Flag-gated outlet. */
export function FeatureGate({ flag }: { flag: FeatureFlag }) {
  return useFeature(flag) ? <Outlet /> : <Unavailable />;
}
