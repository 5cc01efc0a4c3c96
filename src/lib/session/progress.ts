import type { AgentProgressValue, OnboardingProgressValue } from '@/api/generated/model';
import { storageKeys } from '@/lib/storage-keys';

// Onboarding and agent progress markers, kept in localStorage; both start at
// `before-onboarding`.
export const initialProgress = 'before-onboarding' as const;

const onboardingValues: readonly OnboardingProgressValue[] = ['before-onboarding', 'in-progress', 'completed'];
const agentValues: readonly AgentProgressValue[] = ['before-onboarding', 'draft', 'published'];

const read = <T extends string>(key: string, allowed: readonly T[]): T => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  return allowed.includes(value as T) ? (value as T) : (initialProgress as T);
};

export const getOnboardingProgress = (): OnboardingProgressValue => read(storageKeys.onboardingProgress, onboardingValues);
export const setOnboardingProgress = (value: OnboardingProgressValue): void => localStorage.setItem(storageKeys.onboardingProgress, value);
export const getAgentProgress = (): AgentProgressValue => read(storageKeys.agentProgress, agentValues);
export const setAgentProgress = (value: AgentProgressValue): void => localStorage.setItem(storageKeys.agentProgress, value);

export const clearProgress = (): void => {
  localStorage.removeItem(storageKeys.onboardingProgress);
  localStorage.removeItem(storageKeys.agentProgress);
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(storageKeys.wizardDrafts);
};
