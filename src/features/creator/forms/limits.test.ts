import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as onboardingLimits from '@/api/generated/limits/onboarding';
import { uploadRules } from '@/api/generated/upload-rules';
import {
  updateMyAgentMediaBodyPriceInPointsMax,
  updateMyAgentSettingsBodyFreeMessagesMax,
  updateMyAgentSettingsBodyFreeMessagesMin,
  updateMyAgentSettingsBodyMessagePriceMax,
  updateMyAgentSettingsBodyMessagePriceMin,
} from '@/api/generated/zod/my-agent/my-agent.zod';
import {
  saveOnboardingBasicInformationBodyAgentNameMax,
  saveOnboardingBasicInformationBodyAgentNameMin,
  saveOnboardingBasicInformationBodyBioMax,
  saveOnboardingBasicInformationBodyDisplayNameMax,
  saveOnboardingChatExampleBodyExamplesMax,
  saveOnboardingMustKnowInfoBody,
  saveOnboardingMustKnowInfoBodyItemsItemMin,
  saveOnboardingPersonalityBody,
  saveOnboardingPersonalityBodyDescriptionMax,
  saveOnboardingPersonalityBodyExpressionMax,
  saveOnboardingPersonalityBodyNotesMax,
  saveOnboardingPersonalityBodyTraitsMax,
  saveOnboardingProhibitedTopicsBody,
  saveOnboardingProhibitedTopicsBodyItemsItemMin,
  saveOnboardingReactionBodyReactionsItemMax,
  saveOnboardingWelcomeMessageBodyTextMax,
} from '@/api/generated/zod/onboarding/onboarding.zod';
import enCreator from '@/i18n/en/creator';
import enStudio from '@/i18n/en/studio';
import jaCreator from '@/i18n/ja/creator';
import jaStudio from '@/i18n/ja/studio';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { loadAllLocales } from '@/i18n/i18n-util.sync';
import { limitTexts } from './limits';
import { studioLimitTexts } from './studio-limit-texts';

// Every help text of the studio that names a limit names the contract's, read from the
// generated constants and formatted for the language (1,000 / 100,000): a limit changed in
// openapi.yaml changes the words on screen.
loadAllLocales();

/** The fewest items an array schema accepts, as Zod enforces it. */
const minItems = (schema: z.ZodArray): number | undefined => {
  const check = schema.def.checks?.find((c) => c instanceof z.core.$ZodCheckMinLength);
  return check instanceof z.core.$ZodCheckMinLength ? check._zod.def.minimum : undefined;
};

describe('the zod-free limits (src/api/generated/limits, scripts/contract-limits.mjs)', () => {
  it("name an array's fewest items, which orval writes inline, as the schema enforces it", () => {
    expect(onboardingLimits.saveOnboardingPersonalityBodyTraitsMin).toBe(minItems(saveOnboardingPersonalityBody.shape.traits));
    expect(onboardingLimits.saveOnboardingMustKnowInfoBodyItemsMin).toBe(minItems(saveOnboardingMustKnowInfoBody.shape.items));
    expect(onboardingLimits.saveOnboardingProhibitedTopicsBodyItemsMin).toBe(minItems(saveOnboardingProhibitedTopicsBody.shape.items));
  });
});

const mb = (type: string, rules: readonly { types: readonly string[]; maxBytes: number }[]) => rules.find((r) => r.types.includes(type))!.maxBytes / (1024 * 1024);

describe.each(['en', 'ja'] as Locales[])('the studio help texts (%s)', (locale) => {
  const help = { ...limitTexts(i18nObject(locale)), ...studioLimitTexts(i18nObject(locale)) };
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const cases: [string, string, number[]][] = [
    ['agent handle', help.agentName('aoi'), [saveOnboardingBasicInformationBodyAgentNameMin, saveOnboardingBasicInformationBodyAgentNameMax]],
    ['display name', help.displayName, [saveOnboardingBasicInformationBodyDisplayNameMax]],
    ['introduction', help.bio, [saveOnboardingBasicInformationBodyBioMax]],
    ['personality intro', help.personalityIntro, [saveOnboardingPersonalityBodyTraitsMax]],
    // The contract's minItems (orval writes it inline, so the number is the contract's 1).
    ['traits', help.traits, [1, saveOnboardingPersonalityBodyTraitsMax]],
    ['description', help.description, [saveOnboardingPersonalityBodyDescriptionMax]],
    ['expression', help.expression, [saveOnboardingPersonalityBodyExpressionMax]],
    ['notes', help.notes, [saveOnboardingPersonalityBodyNotesMax]],
    ['chat examples', help.chatExampleIntro, [saveOnboardingChatExampleBodyExamplesMax]],
    ['reaction input', help.reactionInput, [saveOnboardingReactionBodyReactionsItemMax]],
    ['must-know intro', help.mustKnowIntro, [saveOnboardingMustKnowInfoBodyItemsItemMin]],
    ['prohibited intro', help.prohibitedIntro, [saveOnboardingProhibitedTopicsBodyItemsItemMin]],
    ['welcome message', help.welcome, [saveOnboardingWelcomeMessageBodyTextMax]],
    ['media files', help.mediaFiles, [mb('image/png', uploadRules.MediaUploadRequest), mb('video/mp4', uploadRules.MediaUploadRequest)]],
    ['locked price', help.lockedPrice, [updateMyAgentMediaBodyPriceInPointsMax]],
    ['profile image', help.profileImage, [mb('image/png', uploadRules.ImageUploadRequest)]],
    ['message price', help.messagePrice, [updateMyAgentSettingsBodyMessagePriceMin, updateMyAgentSettingsBodyMessagePriceMax]],
    ['free messages', help.freeMessages, [updateMyAgentSettingsBodyFreeMessagesMin, updateMyAgentSettingsBodyFreeMessagesMax]],
  ];
  it.each(cases)('%s names the contract limits', (_, text, values) => {
    for (const value of values) expect(text).toContain(n(value));
  });

  it('groups thousands as the language does', () => {
    expect(n(updateMyAgentMediaBodyPriceInPointsMax)).toBe('100,000');
    expect(help.lockedPrice).toContain(n(updateMyAgentMediaBodyPriceInPointsMax));
    expect(help.lockedPrice).not.toContain(String(updateMyAgentMediaBodyPriceInPointsMax));
  });
});

// A limit typed into a translation by hand would not follow the contract. Digits that are
// not limits (a version, a count of steps, "1 message") are listed here on purpose.
const notLimits: Record<string, RegExp> = {
  'start.intro': /8 つ/g,
  'start.importIntro': /V[23]/g,
  'card.notACard': /V[23]/g,
  'card.exportHelp': /V3/g,
  'media.help': /MP4/g,
  'reaction.inputHelp': /1つ/g,
  'emoji.inputHelp': /1つ/g,
  'textList.add': /1つ/g,
  'myAgent.price': /1メッセージ/g,
  'settings.messagePriceHelp': /1メッセージ/g,
  'probe.intro': /1つ/g,
};
const strings = (node: unknown, path: string[] = []): [string, string][] =>
  typeof node === 'string' ? [[path.join('.'), node]] : Object.entries(node as object).flatMap(([k, v]) => strings(v, [...path, k]));

describe.each([
  ['en', { ...enCreator, ...enStudio }],
  ['ja', { ...jaCreator, ...jaStudio }],
])('the %s creator and studio translations', (_, table) => {
  it('write no limit as a bare number', () => {
    const offenders = strings(table)
      .map(([key, text]) => [key, text.replace(notLimits[key] ?? /$^/, '').replace(/\{[^}]*\}/g, '')] as const)
      .filter(([, text]) => /[0-9０-９]/.test(text));
    expect(offenders).toEqual([]);
  });
});
