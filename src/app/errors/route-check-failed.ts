/** A route's own check failed (an unknown chat style, an unknown demo agent): a 404 page. */
export class RouteCheckFailed extends Error {
  readonly status = 404;

  constructor(readonly path: string) {
    super(`Not Found: ${path}`);
    this.name = 'RouteCheckFailed';
  }
}
