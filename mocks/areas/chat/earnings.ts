import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { AgentRow, EarningRow } from '../../db/schema';

/**
 * What a creator earns from a fan's spending on their agent. The rule: one point is worth
 * one US cent of fan spending (a $1 tip costs 100 points), and the creator keeps 70% of
 * it, rounded down to whole cents; the platform keeps the rest.
 */
export const creatorShare = 0.7;

export const earningCentsFor = (points: number): number => Math.floor(points * creatorShare);

/** Records the creator's direct earning from a fan's message, tip or unlock. */
export const recordDirectEarning = (
  agent: AgentRow,
  fanId: string,
  kind: Extract<EarningRow['kind'], 'MESSAGE' | 'TIP' | 'UNLOCK'>,
  points: number,
  createdAt = nowIso(),
): EarningRow | null => {
  const amountCents = earningCentsFor(points);
  if (!agent.ownerId || amountCents <= 0) return null;
  const row: EarningRow = { id: newId('ern'), userId: agent.ownerId, agentId: agent.id, source: 'DIRECT', kind, fanId, amountCents, createdAt };
  getDb().earnings.push(row);
  return row;
};
