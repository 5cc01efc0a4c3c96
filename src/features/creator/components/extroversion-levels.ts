import { useI18nContext } from '@/i18n/i18n-react';

// The extroversion levels and their names, apart from the scale that picks one: the settings
// overview names a level without loading the radio group.
const levelKeys = ['veryShy', 'shy', 'neutral', 'outgoing', 'veryOutgoing'] as const;
export const extroversionLevels = [1, 2, 3, 4, 5] as const;

/** The name of an extroversion level (1 Very Shy, 3 Neutral, 5 Very Outgoing). */
export const useLevelName = () => {
  const { LL } = useI18nContext();
  return (level: number): string => LL.creator.extroversion.levels[levelKeys[Math.min(4, Math.max(0, level - 1))]!]();
};
