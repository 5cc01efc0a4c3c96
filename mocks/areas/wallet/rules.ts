import type { PointTransactionType, Wallet } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { WalletRow } from '../../db/schema';
import { fail } from '../../http/errors';
import { pushToUser } from '../../realtime/hub';

// Points move only through these two functions, so every change writes a transaction and
// tells the user's open sockets (`updateWallet`).
export const walletRowOf = (userId: string): WalletRow => {
  const db = getDb();
  let wallet = db.wallets.find((w) => w.userId === userId);
  if (!wallet) {
    wallet = { userId, points: 0, updatedAt: nowIso() };
    db.wallets.push(wallet);
  }
  return wallet;
};

export const toWallet = (row: WalletRow): Wallet => ({ points: row.points, updatedAt: row.updatedAt });

interface Movement {
  type: PointTransactionType;
  description: string;
  agentName?: string | null;
}

const record = (userId: string, delta: number, movement: Movement): Wallet => {
  const row = walletRowOf(userId);
  row.points += delta;
  row.updatedAt = nowIso();
  getDb().pointTransactions.push({
    id: newId('ptx'),
    userId,
    type: movement.type,
    points: delta,
    balanceAfter: row.points,
    description: movement.description,
    agentName: movement.agentName ?? null,
    createdAt: row.updatedAt,
  });
  const wallet = toWallet(row);
  pushToUser(userId, 'updateWallet', { wallet });
  return wallet;
};

/** Takes points, or throws InsufficientPoints without changing anything. */
export const chargePoints = (userId: string, points: number, movement: Movement): Wallet => {
  if (points <= 0) return toWallet(walletRowOf(userId));
  if (walletRowOf(userId).points < points) throw fail.insufficientPoints(points);
  return record(userId, -points, movement);
};

export const creditPoints = (userId: string, points: number, movement: Movement): Wallet => {
  if (points <= 0) return toWallet(walletRowOf(userId));
  return record(userId, points, movement);
};
