import { http } from 'msw';
import type { MediaListResponse, MediaResponse, MyAgentIdsResponse, MyAgentResponse, PreviewChatResponse } from '@/api/generated/model';
import {
  deleteMyAgentMediaParams,
  reorderMyAgentMediaBody,
  sendTestChatMessageBody,
  updateMyAgentMediaBody,
  updateMyAgentMediaParams,
  updateMyAgentSettingsBody,
  uploadMyAgentMediaBody,
} from '@/api/generated/zod/my-agent/my-agent.zod';
import { getDb } from '../../db/store';
import { photoImage } from '../../db/images';
import { MockApiError, fail } from '../../http/errors';
import { apiPath, json, noContent, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody, validate } from '../../http/validate';
import { checkFile, imageUploadRules, readMultipart, storeUploadedMedia, storedUrlOf, toMedia } from './media-upload';
import { applySettings, orderedMedia, ownMedia, ownedAgentOf, requireOwnedAgent, toMyAgentResponse } from './rules';
import { basePersona, testChatReply, withOverrides } from './test-chat';

// The multipart text fields; the file itself is checked by type and size, not by Zod
// (`instanceof File` fails for files made in another realm, such as jsdom's).
const mediaFields = uploadMyAgentMediaBody.omit({ file: true });

export const myAgentHandlers = [
  http.get(
    apiPath('/my-agent/my-agents-ids'),
    route(({ request }) => {
      const user = requireUser(request);
      const agentIds = getDb().agents.filter((a) => a.ownerId === user.id).map((a) => a.id);
      return json<MyAgentIdsResponse>({ agentIds, count: agentIds.length });
    }),
  ),

  http.get(
    apiPath('/my-agent'),
    route(({ request }) => json<MyAgentResponse>(toMyAgentResponse(requireOwnedAgent(requireUser(request))))),
  ),

  http.patch(
    apiPath('/my-agent/settings'),
    route(async ({ request }) => {
      const agent = requireOwnedAgent(requireUser(request));
      applySettings(agent, await parseBody(request, updateMyAgentSettingsBody));
      return json<MyAgentResponse>(toMyAgentResponse(agent));
    }),
  ),

  http.post(
    apiPath('/my-agent/profile-image'),
    route(async ({ request }) => {
      const agent = requireOwnedAgent(requireUser(request));
      const { file } = await readMultipart(request);
      const type = checkFile(file, imageUploadRules);
      // A way to see the storage failure in the UI on purpose: upload a file named fail….
      if (file.name.toLowerCase().startsWith('fail')) {
        throw new MockApiError(502, 'ProfileImageUploadFailed', 'Failed to upload profile image.');
      }
      agent.avatarUrl = await storedUrlOf(file, type, 200);
      return json<MyAgentResponse>(toMyAgentResponse(agent));
    }),
  ),

  http.get(
    apiPath('/my-agent/media'),
    route(({ request }) => {
      const agent = requireOwnedAgent(requireUser(request));
      return json<MediaListResponse>({ items: orderedMedia(agent).map(toMedia) });
    }),
  ),

  // Registered before /media/:mediaId so "order" is never taken for an id.
  http.put(
    apiPath('/my-agent/media/order'),
    route(async ({ request }) => {
      const agent = requireOwnedAgent(requireUser(request));
      const { mediaIds } = await parseBody(request, reorderMyAgentMediaBody);
      const own = new Set(getDb().media.filter((m) => m.agentId === agent.id).map((m) => m.id));
      const unknown = mediaIds.filter((id) => !own.has(id));
      if (unknown.length > 0 || new Set(mediaIds).size !== mediaIds.length || mediaIds.length !== own.size) {
        throw fail.validation([{ path: 'mediaIds', message: 'Send each of your media ids exactly once.' }]);
      }
      agent.mediaOrder = mediaIds;
      return json<MediaListResponse>({ items: orderedMedia(agent).map(toMedia) });
    }),
  ),

  http.post(
    apiPath('/my-agent/media'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const agent = requireOwnedAgent(user);
      const media = await storeUploadedMedia(request, user.id, agent.id, mediaFields);
      getDb().media.push(media);
      return json<MediaResponse>({ media: toMedia(media) }, 201);
    }),
  ),

  // The contract has no 403 on the two media-item calls: without an agent, no media item is
  // yours, so the answer is the 404 a stranger's id gets.
  http.patch(
    apiPath('/my-agent/media/:mediaId'),
    route(async ({ request, params }) => {
      const user = requireUser(request);
      const { mediaId } = validate(updateMyAgentMediaParams, params);
      const change = await parseBody(request, updateMyAgentMediaBody);
      const agent = ownedAgentOf(user.id);
      if (!agent) throw new MockApiError(404, 'NotFound', 'No such media.');
      const media = ownMedia(agent, mediaId);
      if (change.title !== undefined) media.title = change.title;
      if (change.locked !== undefined) media.locked = change.locked;
      if (change.priceInPoints !== undefined) media.priceInPoints = change.priceInPoints;
      // Fans see the thumbnail of locked media, so locking it swaps in a blurred one.
      if (change.locked !== undefined) {
        media.thumbnailUrl = media.locked ? photoImage(200, true) : media.kind === 'IMAGE' ? media.url : photoImage(200);
      }
      return json<MediaResponse>({ media: toMedia(media) });
    }),
  ),

  http.delete(
    apiPath('/my-agent/media/:mediaId'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { mediaId } = validate(deleteMyAgentMediaParams, params);
      const agent = ownedAgentOf(user.id);
      if (!agent) throw new MockApiError(404, 'NotFound', 'No such media.');
      const media = ownMedia(agent, mediaId);
      const db = getDb();
      db.media = db.media.filter((m) => m.id !== media.id);
      return noContent();
    }),
  ),

  http.post(
    apiPath('/my-agent/publish'),
    route(({ request }) => {
      const agent = requireOwnedAgent(requireUser(request));
      agent.isPublished = true;
      return json<MyAgentResponse>(toMyAgentResponse(agent));
    }),
  ),

  http.post(
    apiPath('/my-agent/test-chat'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const body = await parseBody(request, sendTestChatMessageBody);
      const base = basePersona(ownedAgentOf(user.id), getDb().onboardings.find((o) => o.userId === user.id));
      const turn = body.history.filter((t) => t.sender === 'AGENT').length;
      return json<PreviewChatResponse>({ reply: testChatReply(withOverrides(base, body.persona), body.text, turn) });
    }, { writes: false }),
  ),
];
