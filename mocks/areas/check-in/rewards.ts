// A 7-day cycle of growing rewards: coming back every day pays more than coming back often.
export const cycleRewards = [10, 10, 20, 20, 30, 30, 50] as const;
