// A server domain module (server/src/modules/<name>/) is used by others only through its public
// face, <name>/index.ts; work across modules lives in server/src/flows/, which only route files
// (*-routes.ts) call. Relative imports are checked by the path they name, so the rule needs no
// resolver and costs nothing.
import path from 'node:path';

const SERVER_SRC = `${path.sep}server${path.sep}src${path.sep}`;

/** 'modules', the module's name and the rest of the path; or 'flows'; or null. */
function placeOf(file) {
  const at = file.lastIndexOf(SERVER_SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (parts[0] === 'flows') return { area: 'flows' };
  if (parts[0] === 'modules' && parts.length >= 3) {
    return { area: 'modules', name: parts[1], rest: parts.slice(2).join('/') };
  }
  return null;
}

const isFace = (rest) => rest === '' || /^index(\.[cm]?[jt]s)?$/.test(rest);

export const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules meet only through their public faces and the flows.' },
    messages: {
      internals:
        "'{{source}}' reaches into module '{{name}}'. Import its public face ('{{face}}') instead, adding what you need to {{name}}/index.ts; work across modules goes in server/src/flows/.",
      flow: "'{{source}}' is a flow: only a module's route files (*-routes.ts) may start one.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const there = placeOf(target.endsWith(path.sep) ? target : `${target}${path.sep}`);
      const exact = placeOf(target) ?? there;
      if (!exact) return;
      if (exact.area === 'flows' && here.area === 'modules' && !/-routes\.ts$/.test(file)) {
        context.report({ node: node.source, messageId: 'flow', data: { source } });
        return;
      }
      if (exact.area !== 'modules' && there?.area !== 'modules') return;
      const name = exact.name ?? there.name;
      const rest = exact.name ? exact.rest : '';
      if (here.area === 'modules' && here.name === name) return;
      if (isFace(rest)) return;
      const root = target.slice(0, target.lastIndexOf(SERVER_SRC) + SERVER_SRC.length);
      const face = path
        .relative(path.dirname(file), path.join(root, 'modules', name))
        .split(path.sep)
        .join('/');
      context.report({
        node: node.source,
        messageId: 'internals',
        data: { source, name, face: face.startsWith('.') ? face : `./${face}` },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'server-module-boundaries': serverModuleBoundaries } };
