// Fails when any TypeScript file in the workspaces imports itself back through a chain of
// relative imports (an import circle). `import type` edges count too: a circle closed only by
// types still ties the files together for the reader and for every refactoring.
// Uses the TypeScript scanner (already a dependency), so the whole tree takes well under a second.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = ['packages/contracts/src', 'server/src', 'web/src', 'e2e', 'bench'];
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...roots], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && existsSync(file));
const known = new Set(tracked);

/** Resolves a relative specifier the way the bundler resolution does: `.js` means `.ts`/`.tsx`. */
function resolve(from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

export function importGraph() {
  const graph = new Map();
  for (const file of tracked) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(file, fileName);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components; every component of two or more files is a circle. */
export function circles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (start) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), indexOf.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
          found.push(component.sort());
        }
      }
    }
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = circles(importGraph());
  if (found.length === 0) {
    console.log(`import circles: none in ${tracked.length} files`);
  } else {
    for (const component of found) {
      console.error(`import circle tying ${component.length} files:\n  ${component.join('\n  ')}`);
    }
    console.error(
      `${found.length} import circle(s); cut them (move the shared piece to its own file).`,
    );
    process.exit(1);
  }
}
