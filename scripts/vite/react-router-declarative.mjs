// Kizuna runs React Router in declarative mode (<Router> and useRoutes, src/app/router), but
// its production build keeps code of the framework and data modes that nothing of ours reaches:
// - `<Form>` and all it needs (useSubmit, useFormAction, the form-data encoders: ~1.5 KB gzip):
//   its `React.forwardRef(…)` call carries no pure annotation and a `Form.displayName = …`
//   statement follows it, so the bundler must assume both matter;
// - the page-prefetch links a framework-mode `<Link prefetch>` renders (PrefetchPageLinks and
//   the route manifest helpers behind it): Kizuna passes no `prefetch` and has no framework
//   context, where `usePrefetchBehavior` would answer "do not prefetch" anyway;
// - what a data router's state brings to rendering the matched routes (`_renderMatches`): the
//   hydration fallbacks, the route error boundary with its default error page and the React
//   Server Components redirects it decodes, and the data router's `navigate`. `useRoutes`
//   passes that state only inside `<RouterProvider>`; in declarative mode it is always
//   undefined, and every route context says `isDataRoute: false` (~2 KB gzip).
//
// In production builds only, this marks the library's `forwardRef` calls pure, drops its
// `displayName` statements (React DevTools' names, nothing else reads them) and the error
// boundary's context type, takes the prefetch branch out of `<Link>`, and writes the
// declarative mode's answers into `_renderMatches` and `useNavigate`; the unused code then falls
// out by tree-shaking. A `<Link prefetch>` would render a plain link, and `<RouterProvider>`
// would render without its data (Kizuna uses neither: src/app/router/app-routes.tsx). The edits
// match React Router 7.18's production chunk exactly: if an upgrade changes it, the build fails
// here instead of shipping a half-edited router (tests/hosting/react-router-declarative.test.ts).

import { editSource } from './edit-source.mjs';

const routerChunk = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
const forwardRefCall = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
const displayNameStatement = /^\w+\.displayName = "[^"]*";\n/gm;
/** React Router 7.18.5 has this many top-level forwardRef components (Link, NavLink, Form)… */
export const expectedForwardRefs = 3;
/** …and this many top-level displayName statements (its contexts and components). */
export const expectedDisplayNames = 15;

/** @type {ReadonlyArray<readonly [string, string]>} */
const edits = [
  [
    'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
    // `shouldPrefetch` and `isAbsolute` are still computed above; without a framework context the first is always false.
    'return link;',
  ],
  // The declarative mode's value: useRoutes is never given a data router's options.
  ['let dataRouterState = dataRouterOpts?.state;', 'let dataRouterState = void 0;'],
  // Route contexts made without a data router's state say `isDataRoute: false`.
  ['return isDataRoute ? useNavigateStable() : useNavigateUnstable();', 'return useNavigateUnstable();'],
  // Read only by the error boundary, which renders only with a data router's state.
  ['RenderErrorBoundary.contextType = RSCRouterContext;\n', ''],
];

/**
 * React Router's production chunk as this build wants it (exported for its test); a chunk without
 * the `<Link>` component (the library has others) is returned as it is.
 * @param {string} code
 * @returns {string}
 */
export const declarativeRouter = (code) => {
  if (!code.includes('var Link = React10.forwardRef(')) return code;
  const forwardRefs = code.match(forwardRefCall)?.length ?? 0;
  const displayNames = code.match(displayNameStatement)?.length ?? 0;
  if (forwardRefs !== expectedForwardRefs || displayNames !== expectedDisplayNames) {
    throw new Error(
      `react-router-declarative: expected ${expectedForwardRefs} forwardRef components and ${expectedDisplayNames} displayName statements in React Router's production chunk, found ${forwardRefs} and ${displayNames}; check the plugin against this React Router version`,
    );
  }
  const edited = code.replace(forwardRefCall, '$1/* @__PURE__ */ $2').replace(displayNameStatement, '');
  return editSource(edited, edits, { plugin: 'react-router-declarative', module: "React Router's production chunk", library: 'React Router' });
};

/** @returns {import('vite').Plugin} */
export const reactRouterDeclarative = () => {
  let routerBundled = false;
  let linkEdited = false;
  return {
    name: 'kizuna:react-router-declarative',
    apply: 'build',
    buildStart() {
      routerBundled = false;
      linkEdited = false;
    },
    transform: {
      filter: { id: routerChunk },
      handler(code, id) {
        if (!routerChunk.test(id)) return null;
        routerBundled = true;
        const edited = declarativeRouter(code);
        if (edited === code) return null;
        linkEdited = true;
        return { code: edited, map: null };
      },
    },
    buildEnd(error) {
      // An upgrade that moves <Link> to a chunk of another name would otherwise go unedited, silently.
      if (!error && routerBundled && !linkEdited) throw new Error("react-router-declarative: no chunk of React Router's production build has its <Link>; check the plugin against this React Router version");
    },
  };
};
