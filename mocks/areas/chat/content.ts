import type { LockedContent } from '@/api/generated/model';
import { getDb } from '../../db/store';
import type { MediaRow } from '../../db/schema';

// An agent's media as one fan sees it: the thumbnail always, the media itself only when it
// is free, unlocked by this fan, or the fan owns the agent.
export const hasUnlocked = (userId: string, mediaId: string): boolean =>
  getDb().unlocks.some((u) => u.userId === userId && u.mediaId === mediaId);

export const canSee = (media: MediaRow, viewerId: string): boolean =>
  !media.locked || media.ownerId === viewerId || hasUnlocked(viewerId, media.id);

export const toLockedContent = (media: MediaRow, viewerId: string): LockedContent => {
  const visible = canSee(media, viewerId);
  return {
    id: media.id,
    kind: media.kind,
    title: media.title,
    thumbnailUrl: media.thumbnailUrl,
    mediaUrl: visible ? media.url : null,
    priceInPoints: media.locked ? media.priceInPoints : 0,
    unlocked: visible,
  };
};

/** The agent's album, newest first. */
export const albumOf = (agentId: string): MediaRow[] =>
  getDb()
    .media.filter((m) => m.agentId === agentId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
