import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import type { MediaResponse, MyAgentResponse, OnboardingResponse } from '@/api/generated/model';
import {
  saveOnboardingBasicInformationBody,
  saveOnboardingChatExampleBody,
  saveOnboardingChatExampleParams,
  saveOnboardingEmojiBody,
  saveOnboardingExtroversionBody,
  saveOnboardingMustKnowInfoBody,
  saveOnboardingPersonalityBody,
  saveOnboardingProhibitedTopicsBody,
  saveOnboardingReactionBody,
  saveOnboardingWelcomeMessageBody,
  uploadOnboardingMediaBody,
} from '@/api/generated/zod/onboarding/onboarding.zod';
import { getDb } from '../../db/store';
import type { OnboardingRow } from '../../db/schema';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody, validate } from '../../http/validate';
import { storeUploadedMedia, toMedia } from '../my-agent/media-upload';
import { assertAgentNameFree, completeOnboardingFor, onboardingRowOf, toOnboardingResponse, touch } from './rules';

// Every step is a PUT of one part of the row, validated by its generated schema (which
// carries the text rules: must-know and topic items need ten characters that are not
// spaces, at most 20 emojis and 5 reactions).
const saveStep = <S extends z.ZodType>(
  schema: S,
  apply: (row: OnboardingRow, value: z.infer<S>, userId: string) => void,
): HttpResponseResolver<PathParams, DefaultBodyType> =>
  route(async ({ request }) => {
    const user = requireUser(request);
    const value = await parseBody(request, schema);
    const row = onboardingRowOf(user.id);
    apply(row, value, user.id);
    touch(row);
    return json<OnboardingResponse>(toOnboardingResponse(user.id));
  });

const mediaFields = uploadOnboardingMediaBody.omit({ file: true });

export const onboardingHandlers = [
  http.get(
    apiPath('/onboarding'),
    route(({ request }) => json<OnboardingResponse>(toOnboardingResponse(requireUser(request).id))),
  ),
  http.put(
    apiPath('/onboarding/basic-information'),
    saveStep(saveOnboardingBasicInformationBody, (row, value, userId) => {
      assertAgentNameFree(value.agentName, userId);
      row.basicInformation = value;
    }),
  ),
  http.put(apiPath('/onboarding/extroversion'), saveStep(saveOnboardingExtroversionBody, (row, value) => void (row.extroversion = value))),
  http.put(apiPath('/onboarding/personality'), saveStep(saveOnboardingPersonalityBody, (row, value) => void (row.personality = value))),
  http.put(
    apiPath('/onboarding/chat-example/:chatStyle'),
    route(async ({ request, params }) => {
      const user = requireUser(request);
      const { chatStyle } = validate(saveOnboardingChatExampleParams, params);
      const value = await parseBody(request, saveOnboardingChatExampleBody);
      const row = onboardingRowOf(user.id);
      row.chatExamples = { ...row.chatExamples, [chatStyle]: value };
      touch(row);
      return json<OnboardingResponse>(toOnboardingResponse(user.id));
    }),
  ),
  http.put(apiPath('/onboarding/emoji'), saveStep(saveOnboardingEmojiBody, (row, value) => void (row.emoji = value))),
  http.put(apiPath('/onboarding/reaction'), saveStep(saveOnboardingReactionBody, (row, value) => void (row.reaction = value))),
  http.put(apiPath('/onboarding/must-know-info'), saveStep(saveOnboardingMustKnowInfoBody, (row, value) => void (row.mustKnowInfo = value))),
  http.put(
    apiPath('/onboarding/prohibited-topics'),
    saveStep(saveOnboardingProhibitedTopicsBody, (row, value) => void (row.prohibitedTopics = value)),
  ),
  http.post(
    apiPath('/onboarding/media'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const media = await storeUploadedMedia(request, user.id, null, mediaFields);
      getDb().media.push(media);
      touch(onboardingRowOf(user.id));
      return json<MediaResponse>({ media: toMedia(media) }, 201);
    }),
  ),
  http.put(
    apiPath('/onboarding/welcome-message'),
    saveStep(saveOnboardingWelcomeMessageBody, (row, value) => void (row.welcomeMessage = value)),
  ),
  http.post(
    apiPath('/onboarding/complete'),
    route(({ request }) => json<MyAgentResponse>(completeOnboardingFor(requireUser(request)), 201)),
  ),
];
