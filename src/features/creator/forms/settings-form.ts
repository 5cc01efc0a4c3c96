import { z } from 'zod';
import { updateMyAgentSettingsBody } from '@/api/generated/zod/my-agent/my-agent.zod';
import { pricingSchema, textListSchema, welcomeMessageSchema } from './step-schemas';

// The agent settings form (/my-agent/agent-setting/edit): every rule comes from the
// generated UpdateAgentSettingsRequest schema, with the wizard's list rules (at least 10
// counted characters per must-know fact or topic). The shapes follow AgentSettings, so the
// wizard's editors (traits, emojis, reactions, text lists) plug in unchanged.

const body = updateMyAgentSettingsBody.shape;

export const settingsFormSchema = z.object({
  displayName: body.displayName.unwrap(),
  bio: body.bio.unwrap(),
  extroversion: z.object({ level: body.extroversionLevel.unwrap() }),
  personality: body.personality.unwrap(),
  emoji: body.emoji.unwrap(),
  reaction: body.reaction.unwrap(),
  mustKnowInfo: textListSchema,
  prohibitedTopics: textListSchema,
  welcomeMessage: welcomeMessageSchema,
  ...pricingSchema.shape,
});

export type SettingsForm = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;
