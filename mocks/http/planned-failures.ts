// Mock tools only (`POST /__mock/fail`): the next `times` calls of one operation answer with a
// server error, so a journey can walk the app's error paths (the error page and its report)
// against the real handlers. Read by route(), which every handler goes through.
export interface PlannedFailure {
  method: string;
  /** The request path, e.g. `/api/agents/aoi_draws`. */
  path: string;
  status: number;
  times: number;
}

const planned: PlannedFailure[] = [];

export const planFailure = (failure: PlannedFailure): void => {
  planned.push({ ...failure, method: failure.method.toUpperCase() });
};

/** The status to answer this request with, if a failure is planned for it (and counts it). */
export const takePlannedFailure = (request: Request): number | null => {
  const path = new URL(request.url).pathname;
  const index = planned.findIndex((failure) => failure.method === request.method.toUpperCase() && failure.path === path);
  const failure = planned[index];
  if (!failure) return null;
  failure.times -= 1;
  if (failure.times <= 0) planned.splice(index, 1);
  return failure.status;
};

export const clearPlannedFailures = (): void => {
  planned.length = 0;
};
