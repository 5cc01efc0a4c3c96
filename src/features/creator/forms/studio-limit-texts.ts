import type { TranslationFunctions } from '@/i18n/i18n-types';
import { creatorLimits as l } from './limits';

/** The agent settings' help texts with their limits filled in, in the current language. */
export const studioLimitTexts = (LL: TranslationFunctions) => ({
  profileImage: LL.studio.settings.profileImageHelp({ max: l.profileImageMb }),
  messagePrice: LL.studio.settings.messagePriceHelp({ min: l.messagePriceMin, max: l.messagePriceMax }),
  freeMessages: LL.studio.settings.freeMessagesHelp({ min: l.freeMessagesMin, max: l.freeMessagesMax }),
});
