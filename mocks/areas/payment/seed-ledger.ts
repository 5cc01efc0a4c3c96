import type { PointTransactionType } from '@/api/generated/model';
import { newId } from '../../db/ids';
import type { Database, PointTransactionRow } from '../../db/schema';
import type { SeedContext } from '../../db/seed-context';

// The seeded money history must add up to the seeded wallet. The payment, subscription and
// check-in seeds only know what came in; the points fans spent chatting are filled in here
// as CHAT rows, one after each credit and in proportion to it, so that every running balance
// stays positive and the last one equals the wallet. Each seed calls reconcileLedger after
// adding its rows; the fill is rebuilt each time, so the last call wins.
const fillPrefix = 'ptx_seedchat_';

export interface SeedMovement {
  userId: string;
  type: PointTransactionType;
  points: number;
  description: string;
  createdAt: string;
}

/** A past point movement; call reconcileLedger once the area's rows are in. */
export const seedTransaction = (db: Database, movement: SeedMovement): void => {
  db.pointTransactions.push({ id: newId('ptx'), agentName: null, balanceAfter: 0, ...movement });
};

const inTimeOrder = (rows: PointTransactionRow[]): PointTransactionRow[] => [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

export const reconcileLedger = (db: Database, ctx: SeedContext, userId: string): void => {
  db.pointTransactions = db.pointTransactions.filter((t) => !(t.userId === userId && t.id.startsWith(fillPrefix)));
  const own = inTimeOrder(db.pointTransactions.filter((t) => t.userId === userId));
  const wallet = db.wallets.find((w) => w.userId === userId)?.points ?? 0;
  const credits = own.filter((t) => t.points > 0);
  const creditTotal = credits.reduce((sum, t) => sum + t.points, 0);
  const toSpend = own.reduce((sum, t) => sum + t.points, 0) - wallet;

  if (toSpend > 0 && creditTotal > 0) {
    const agents = Object.values(ctx.agents);
    let left = toSpend;
    credits.forEach((credit, i) => {
      const last = i === credits.length - 1;
      const points = last ? left : Math.min(left, Math.floor((toSpend * credit.points) / creditTotal));
      left -= points;
      const agent = agents[i % agents.length];
      if (points <= 0 || !agent) return;
      db.pointTransactions.push({
        id: `${fillPrefix}${userId}_${i}`,
        userId,
        type: 'CHAT',
        points: -points,
        balanceAfter: 0,
        description: `Messages with ${agent.displayName}`,
        agentName: agent.name,
        // Half a day after the credit: the points were spent before the next one came in.
        createdAt: new Date(new Date(credit.createdAt).getTime() + 12 * 3_600_000).toISOString(),
      });
    });
  }

  let balance = 0;
  inTimeOrder(db.pointTransactions.filter((t) => t.userId === userId)).forEach((t) => {
    balance += t.points;
    t.balanceAfter = balance;
  });
};
