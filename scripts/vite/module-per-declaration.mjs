// Production builds split chosen modules into one module per top-level declaration.
//
// A bundler places a whole module in one chunk: the chunk of the code that first needs it. When
// the shell needs one export of a module whose other exports only lazy pages use, all of them
// travel in the entry, on every route. orval's endpoint modules are such modules (the session
// needs `getMyProfile`; the profile page's mutations came with it, and @tanstack's useMutation
// with them), and so is Chakra's anatomy module (the shell's card and avatar
// anatomies brought the dialog's, the menu's, the popover's…). Split, each declaration is a
// module of its own, bundled with the code that uses it, and an unused one is dropped.
//
// A module is split only when its top level is imports, re-exports, declarations and statements
// that set a property of a declared binding (`Form.displayName = …`, which go with that binding's
// piece): any other statement that does something on load fails the build, as do a top-level
// `let` or `var` the module assigns to (a piece cannot assign to a binding it imports) and an
// import cycle between declarations that are not functions, since any of these would make the
// split module run differently. tests/hosting/module-per-declaration.test.ts checks each, and that
// a split module exports the same values.
const prefix = '\0module-per-declaration:';
const marker = '?declaration=';

/** The module a split piece came from (for chunk groups that name modules by path), else the id itself. */
export const originalModule = (id) => (id.startsWith(prefix) ? id.slice(prefix.length, id.lastIndexOf(marker)) : id);

/** Calls `visit` on every AST node under `node` (arrays of nodes included), parents first. */
const everyNode = (node, visit) => {
  if (Array.isArray(node)) {
    for (const child of node) everyNode(child, visit);
  } else if (node && typeof node === 'object') {
    if (typeof node.type === 'string') visit(node);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') everyNode(value, visit);
  }
};

/** Every identifier name under an AST node (an over-approximation of what it refers to). */
const namesUsed = (node, into = new Set()) => {
  everyNode(node, (child) => {
    if (child.type === 'Identifier') into.add(child.name);
  });
  return into;
};

const declaredNames = (declaration, id, assigned) => {
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') return [declaration.id.name];
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.map((declarator) => {
      if (declarator.id.type !== 'Identifier') throw new Error(`module-per-declaration: ${id} destructures at its top level; split it by hand or leave it out`);
      // A piece cannot assign to a binding it imports: a `let` or `var` is split only when
      // nothing in the module assigns to its name (any scope: a shadowing local counts too).
      if (declaration.kind !== 'const' && assigned.has(declarator.id.name)) {
        throw new Error(`module-per-declaration: ${id} assigns to its top-level ${declaration.kind} ${declarator.id.name}, which cannot be split`);
      }
      return declarator.id.name;
    });
  }
  throw new Error(`module-per-declaration: ${id} has a top-level ${declaration.type}, which cannot be split`);
};

/** Every identifier name the code assigns to or updates (`x = …`, `x += …`, `x++`, `[x] = …`). */
const namesAssigned = (node) => {
  const into = new Set();
  // The names a target pattern binds; a member expression (`x.y = …`) assigns to none.
  const bind = (target) => {
    if (!target) return;
    if (target.type === 'Identifier') into.add(target.name);
    else if (target.type === 'ArrayPattern') target.elements.forEach(bind);
    else if (target.type === 'ObjectPattern') target.properties.forEach((property) => bind(property.type === 'RestElement' ? property.argument : property.value));
    else if (target.type === 'AssignmentPattern') bind(target.left);
    else if (target.type === 'RestElement') bind(target.argument);
  };
  everyNode(node, (child) => {
    if (child.type === 'AssignmentExpression') bind(child.left);
    if (child.type === 'UpdateExpression' && child.argument.type === 'Identifier') into.add(child.argument.name);
  });
  return into;
};

/** `name.property = value;`: a statement that only sets a property of a declared binding (React's displayName). */
const propertyOf = (statement) => {
  const expression = statement.expression;
  if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=' || expression.left.type !== 'MemberExpression') return null;
  return expression.left.object.type === 'Identifier' ? expression.left.object.name : null;
};

const importedName = (specifier) => (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value);

/**
 * Splits `code` (JavaScript, already without types) into a facade and its pieces.
 * `resolve(source)` gives the id a piece imports `source` by.
 */
export const splitModule = async (code, program, id, resolve) => {
  const imports = new Map(); // local name -> import statement text for a piece
  const reexports = [];
  const pieces = []; // { names, text, used, functions }
  const exported = new Map(); // local name -> exported names
  const exportName = (local, as) => exported.set(local, [...(exported.get(local) ?? []), as]);
  const assigned = namesAssigned(program.body);
  // The piece whose binding a `name.property = value;` statement changes, if it is one.
  const pieceChanged = (statement) => {
    const name = propertyOf(statement);
    return name === null ? undefined : pieces.find((piece) => piece.names.includes(name));
  };
  for (const statement of program.body) {
    const text = code.slice(statement.start, statement.end);
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      if (statement.specifiers.length === 0) throw new Error(`module-per-declaration: ${id} imports ${statement.source.value} for its effects; it cannot be split`);
      const source = JSON.stringify(await resolve(statement.source.value));
      for (const specifier of statement.specifiers) {
        const local = specifier.local.name;
        if (specifier.type === 'ImportDefaultSpecifier') imports.set(local, `import ${local} from ${source};`);
        else if (specifier.type === 'ImportNamespaceSpecifier') imports.set(local, `import * as ${local} from ${source};`);
        else imports.set(local, `import { ${JSON.stringify(importedName(specifier))} as ${local} } from ${source};`);
      }
    } else if ((statement.type === 'ExportNamedDeclaration' && statement.source) || statement.type === 'ExportAllDeclaration') {
      reexports.push(text);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers) exportName(specifier.local.name, specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value);
    } else if (statement.type === 'ExpressionStatement' && statement.directive) {
      continue;
    } else if (statement.type === 'ExpressionStatement' && pieceChanged(statement)) {
      // It goes with the binding it changes, after its declaration, as in the module.
      const piece = pieceChanged(statement);
      piece.text += `\n${text}`;
      namesUsed(statement, piece.used);
    } else {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      const names = declaredNames(declaration, id, assigned);
      if (statement.type === 'ExportNamedDeclaration') for (const name of names) exportName(name, name);
      const declarationText = code.slice(declaration.start, declaration.end);
      pieces.push({ names, text: declarationText, used: namesUsed(declaration), functions: declaration.type === 'FunctionDeclaration' });
    }
  }
  const pieceOf = new Map(pieces.flatMap((piece, index) => piece.names.map((name) => [name, index])));
  const pieceId = (index) => `${prefix}${id}${marker}${index}`;
  const dependsOn = pieces.map((piece, index) => [...new Set([...piece.used].filter((name) => pieceOf.has(name) && pieceOf.get(name) !== index).map((name) => pieceOf.get(name)))]);
  // A cycle through a `const` would read it before it is set, where the one module did not.
  const state = new Map();
  const visit = (index, path) => {
    if (state.get(index) === 'done') return;
    if (state.get(index) === 'open') {
      const cycle = path.slice(path.indexOf(index));
      if (cycle.some((member) => !pieces[member].functions)) throw new Error(`module-per-declaration: ${id} has an import cycle between ${cycle.map((member) => pieces[member].names.join(',')).join(' → ')}`);
      return;
    }
    state.set(index, 'open');
    for (const next of dependsOn[index]) visit(next, [...path, index]);
    state.set(index, 'done');
  };
  pieces.forEach((_, index) => visit(index, []));

  const pieceCode = pieces.map((piece, index) => {
    const lines = [...piece.used].filter((name) => imports.has(name) && !pieceOf.has(name)).map((name) => imports.get(name));
    for (const other of dependsOn[index]) {
      const names = pieces[other].names.filter((name) => piece.used.has(name));
      lines.push(`import { ${names.join(', ')} } from ${JSON.stringify(pieceId(other))};`);
    }
    lines.push(piece.text, `export { ${piece.names.join(', ')} };`);
    return lines.join('\n');
  });
  const facade = [
    ...reexports,
    ...[...exported].map(([local, names]) => {
      if (!pieceOf.has(local)) throw new Error(`module-per-declaration: ${id} exports ${local}, which it imports; re-export it with \`export … from\``);
      return `export { ${names.map((name) => (name === local ? local : `${local} as ${JSON.stringify(name)}`)).join(', ')} } from ${JSON.stringify(pieceId(pieceOf.get(local)))};`;
    }),
  ].join('\n');
  return {
    facade,
    pieces: new Map(pieceCode.map((text, index) => [pieceId(index), text])),
    // Which piece each export is, and which pieces each piece imports (piecesReachedFrom below).
    exports: new Map([...exported].flatMap(([local, names]) => names.map((name) => [name, pieceId(pieceOf.get(local))]))),
    dependencies: new Map(dependsOn.map((others, index) => [pieceId(index), others.map(pieceId)])),
  };
};

/** The Vite plugin: splits every module whose id `include` matches, in production builds. */
export const modulePerDeclaration = ({ include }) => {
  const pieces = new Map();
  const exportsOf = new Map(); // split module id -> its exports' pieces
  const dependencies = new Map(); // piece id -> the pieces it imports
  return {
    /**
     * The pieces that the named exports of the split module whose id `test` matches are, and every piece they import,
     * directly or not: for a chunk group that keeps a split module's part together (vite.config.ts).
     * Known once the module has been transformed, which the build's chunking comes after.
     */
    piecesReachedFrom: (test, names) => {
      const reached = new Set();
      const module = [...exportsOf].find(([id]) => test.test(id));
      if (!module) throw new Error(`module-per-declaration: no split module matches ${test}`);
      const queue = names.map((name) => {
        const piece = module[1].get(name);
        if (!piece) throw new Error(`module-per-declaration: ${module[0]} does not export ${name}`);
        return piece;
      });
      for (let piece = queue.pop(); piece !== undefined; piece = queue.pop()) {
        if (reached.has(piece)) continue;
        reached.add(piece);
        queue.push(...(dependencies.get(piece) ?? []));
      }
      return reached;
    },
    name: 'kizuna:module-per-declaration',
    apply: 'build',
    // After TypeScript's types are stripped: a piece is plain JavaScript.
    enforce: 'post',
    resolveId: (source) => (source.startsWith(prefix) ? source : null),
    // Neither a piece nor the facade does anything on load (splitModule refuses modules that do),
    // so an importer binds to the pieces it names; the facade's re-exports are no dependency.
    load: (id) => (id.startsWith(prefix) ? { code: pieces.get(id), moduleSideEffects: false } : null),
    async transform(code, id) {
      if (!include.test(id)) return null;
      const resolve = async (source) => {
        const resolved = await this.resolve(source, id);
        if (!resolved) throw new Error(`module-per-declaration: ${id} imports ${source}, which does not resolve`);
        return resolved.external ? source : resolved.id;
      };
      const split = await splitModule(code, this.parse(code), id, resolve);
      for (const [pieceId, text] of split.pieces) pieces.set(pieceId, text);
      exportsOf.set(id, split.exports);
      for (const [pieceId, others] of split.dependencies) dependencies.set(pieceId, others);
      return { code: split.facade, map: null, moduleSideEffects: false };
    },
  };
};
