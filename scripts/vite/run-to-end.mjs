// The build's stepped modules (Chakra's createSystem, its prebuilt token dictionary) are
// generators; their plain functions run them to the end in one call. The function runs in Node and,
// as its source text (`runToEnd.toString()`), in the edited modules.

/**
 * Runs a generator to its end in the current task and returns what it returns.
 * @template T
 * @param {Generator<unknown, T, unknown>} steps
 * @returns {T}
 */
export function runToEnd(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
