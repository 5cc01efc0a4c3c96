/** Runs a generator to its end in the current task and returns what it returns. */
export declare function runToEnd<T>(steps: Generator<unknown, T, unknown>): T;
