import type { PointsPackage } from '@/api/generated/model';

// What is for sale. A dollar buys 100 points in a top-up; packages add bonus points, more
// for bigger ones, so the top-up is never the better deal.
export const pointsPerUsd = 100;

export const pointsPackages: PointsPackage[] = [
  { id: 'pkg_500', points: 500, bonusPoints: 0, priceCents: 499, popular: false },
  { id: 'pkg_1000', points: 1000, bonusPoints: 50, priceCents: 999, popular: false },
  { id: 'pkg_2500', points: 2500, bonusPoints: 250, priceCents: 2499, popular: true },
  { id: 'pkg_5000', points: 5000, bonusPoints: 750, priceCents: 4999, popular: false },
  { id: 'pkg_10000', points: 10000, bonusPoints: 2000, priceCents: 9999, popular: false },
];

export const findPackage = (packageId: string): PointsPackage | undefined => pointsPackages.find((p) => p.id === packageId);

export const formatPoints = (points: number): string => points.toLocaleString('en-US');
