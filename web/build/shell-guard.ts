import type { Plugin } from 'vite';

/** What the guard reads of an output chunk (rolldown's OutputChunk has these fields). */
export interface ShellChunk {
  fileName: string;
  isEntry: boolean;
  /** Chunks this one imports statically: they load before it runs. */
  imports: readonly string[];
  /** Each module's code as rendered into the chunk (empty when tree-shaken away). */
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

/**
 * Code the first screen never needs (issue 15): forms and their validation (zod,
 * react-hook-form) come with the routes and popups that have forms, toasts with the first
 * notice, the map with the stores page, the carousel with home and English with its choice.
 */
export const NOT_IN_SHELL: readonly RegExp[] = [
  /[\\/]node_modules[\\/]zod[\\/]/,
  /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  /[\\/]node_modules[\\/]@hookform[\\/]/,
  /[\\/]node_modules[\\/]react-toastify[\\/]/,
  /[\\/]node_modules[\\/]leaflet[\\/]/,
  /[\\/]node_modules[\\/]embla-carousel[^\\/]*[\\/]/,
  /[\\/]src[\\/]shared[\\/]i18n[\\/](english\.ts|locales[\\/]en[\\/])/,
  /[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]login-form\.tsx$/,
];

/** The entry chunks and every chunk they import statically: what loads before the app runs. */
export function shellChunks(chunks: readonly ShellChunk[]): ShellChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    pending.push(...(byName.get(name)?.imports ?? []));
  }
  return chunks.filter((chunk) => seen.has(chunk.fileName));
}

/** 'chunk: module' for each module of `forbidden` whose code ended up in the shell. */
export function forbiddenInShell(
  chunks: readonly ShellChunk[],
  forbidden: readonly RegExp[] = NOT_IN_SHELL,
): string[] {
  return shellChunks(chunks).flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([id, module]) => module.renderedLength > 0 && forbidden.some((re) => re.test(id)))
      .map(([id]) => `${chunk.fileName}: ${id}`),
  );
}

/**
 * Fails the build when code the first screen does not need is back in the chunks index.html
 * loads: a static import in the wrong place is enough to bring zod back, and every build
 * (the browser tests' too) would then stop, instead of a size creeping up unnoticed.
 */
export function shellGuard(forbidden: readonly RegExp[] = NOT_IN_SHELL): Plugin {
  return {
    name: 'spesa:shell-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const found = forbiddenInShell(chunks, forbidden);
      if (found.length > 0) {
        const shown = found.slice(0, 12).join('\n  ');
        const more = found.length > 12 ? `\n  … and ${found.length - 12} more` : '';
        this.error(
          `code the first screen does not need is in the initial chunks (load it where it is used):\n  ${shown}${more}`,
        );
      }
    },
  };
}
