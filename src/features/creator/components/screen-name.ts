import { useI18nContext } from '@/i18n/i18n-react';
import type { ScreenKey } from '../forms/wizard-screens';

/** A wizard screen's name, as the step list says it ("Chat examples: Playful teasing"). */
export const useScreenName = () => {
  const { LL } = useI18nContext();
  const steps = LL.creator.onboarding.steps;
  return (key: ScreenKey): string => {
    if (key.startsWith('chatExample.')) {
      const style = key.slice('chatExample.'.length) as keyof typeof LL.creator.onboarding.chatStyles;
      return `${steps.chatExample()}: ${LL.creator.onboarding.chatStyles[style]()}`;
    }
    const names: Record<Exclude<ScreenKey, `chatExample.${string}`>, () => string> = {
      basicInformation: steps.basicInformation,
      extroversion: steps.extroversionSetting,
      personality: steps.personalitySetting,
      emoji: steps.emojiSetting,
      reaction: steps.reactionSetting,
      mustKnowInfo: steps.mustKnowInfo,
      prohibitedTopics: steps.prohibitedTopicSetting,
      media: steps.mediaUpload,
      welcomeMessage: steps.welcomeMessageSetting,
    };
    return names[key as keyof typeof names]();
  };
};
