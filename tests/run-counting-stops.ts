/** Runs a stepped build (a generator) to its end, counting the stops it makes on the way. */
export const runCountingStops = <T>(steps: Generator<unknown, T, unknown>): { stops: number; value: T } => {
  let stops = 0;
  let step = steps.next();
  while (!step.done) {
    stops += 1;
    step = steps.next();
  }
  return { stops, value: step.value };
};
