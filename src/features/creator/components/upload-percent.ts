/** The whole-number percentage of `loaded` out of `total` (0 while the total is unknown). */
export const uploadPercent = (loaded: number, total: number): number => (total > 0 ? Math.round((loaded / total) * 100) : 0);
