import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { declarativeRouter, expectedDisplayNames, expectedForwardRefs, reactRouterDeclarative } from '../../scripts/vite/react-router-declarative.mjs';

// The production build's edit of React Router (scripts/vite/react-router-declarative.mjs), on the
// React Router this project installs: what it changes, that a bundle of the exports Kizuna uses
// loses <Form>, the prefetch links and the data router's rendering and keeps the rest, and that an
// upgrade fails the build. The journeys (e2e/) run the edited router: the mock build is a build too.
const production = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const chunkFile = readdirSync(production).find((file) => /^chunk-\w+\.mjs$/.test(file) && readFileSync(path.join(production, file), 'utf8').includes('var Link = React10.forwardRef('));
const chunk = readFileSync(path.join(production, chunkFile ?? ''), 'utf8');

/** The exports of react-router that src/ imports, bundled and minified as a production build would. */
const bundleKizunasExports = async (edit: boolean): Promise<string> => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: edit ? [reactRouterDeclarative()] : [],
    resolve: { alias: { 'react-router': path.join(production, 'index.mjs') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: 'virtual:entry', formats: ['es'], fileName: 'router' },
      rolldownOptions: {
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        input: 'virtual:entry',
        plugins: [
          {
            name: 'entry',
            resolveId: (id: string) => (id === 'virtual:entry' ? id : null),
            load: (id: string) =>
              id === 'virtual:entry'
                ? `export { Link, NavLink, Navigate, Outlet, Route, Router, Routes, matchPath, matchRoutes, parsePath, useLocation, useMatch, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';`
                : null,
          },
        ],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.map((o) => ('code' in o ? o.code : '')).join('\n');
};

describe("React Router's production chunk, declarative mode only", () => {
  it("marks the forwardRef components pure, drops the displayName statements, <Link>'s prefetch branch and the data router's state", () => {
    const edited = declarativeRouter(chunk);
    expect(edited.match(/= \/\* @__PURE__ \*\/ React10\.forwardRef\(/g)).toHaveLength(expectedForwardRefs);
    expect(edited).not.toMatch(/^\w+\.displayName = /m);
    expect(edited).not.toContain('React10.createElement(PrefetchPageLinks, { page: href })');
    expect(edited).toContain('let dataRouterState = void 0;');
    expect(edited).toContain('return useNavigateUnstable();');
    // Nothing else changes: the lines removed are the displayName statements and the boundary's context type.
    expect(chunk.split('\n').length - edited.split('\n').length).toBe(expectedDisplayNames + 1);
    // Other chunks of the library pass through untouched.
    expect(declarativeRouter('export const other = 1;')).toBe('export const other = 1;');
  });

  it("leaves <Form>, the prefetch links and the data router's rendering out of a bundle of Kizuna's imports, and keeps what they use", async () => {
    const [plain, edited] = await Promise.all([bundleKizunasExports(false), bundleKizunasExports(true)]);
    const dropped = ['useFormAction must be used inside a RouteContext', 'singlefetch', 'application/x-www-form-urlencoded', 'Unexpected Application Error!', 'REACT_ROUTER_ERROR', 'fromRouteId'];
    for (const marker of dropped) {
      expect(plain).toContain(marker);
      expect(edited).not.toContain(marker);
    }
    for (const kept of ['useNavigate() may be used only in the context of a <Router> component.', 'data-discover', 'aria-current']) expect(edited).toContain(kept);
    expect(edited.length).toBeLessThan(plain.length - 10_000);
  });

  it('fails the build when a React Router upgrade changes what it edits', () => {
    expect(() => declarativeRouter(chunk.replace('Form.displayName = "Form";\n', ''))).toThrow(/expected 3 forwardRef components and 15 displayName statements.*found 3 and 14/);
    expect(() => declarativeRouter(chunk.replace('React10.createElement(PrefetchPageLinks, { page: href })', 'React10.createElement(PrefetchLinks, { page: href })'))).toThrow(/not found/);
    expect(() => declarativeRouter(chunk.replace('let dataRouterState = dataRouterOpts?.state;', 'let dataRouterState = dataRouterOpts && dataRouterOpts.state;'))).toThrow(/not found/);
  });
});
