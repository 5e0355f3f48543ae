import { describe, expect, it } from 'vitest';
import { preloadScript, routeFiles, type RouteChunk } from './first-screen-preload';

function chunk(fileName: string, extra: Partial<RouteChunk> = {}): RouteChunk {
  return { fileName, isEntry: false, imports: [], modules: {}, facadeModuleId: null, ...extra };
}

const chunks = [
  chunk('assets/shell.js', { isEntry: true, imports: ['assets/vendor.js'] }),
  chunk('assets/vendor.js'),
  chunk('assets/home.js', {
    facadeModuleId: '/repo/web/src/app/routes/home.tsx',
    imports: ['assets/vendor.js', 'assets/grid.js'],
    viteMetadata: { importedCss: new Set(['assets/home.css']) },
  }),
  chunk('assets/grid.js', {
    imports: ['assets/shell.js'],
    viteMetadata: { importedCss: new Set(['assets/grid.css']) },
  }),
];

describe('first screen preload', () => {
  it('lists a route’s chunk, its static imports and styles, without what index.html loads', () => {
    expect(routeFiles(chunks, 'home', ['/app/assets/shell.js', '/app/assets/vendor.js'])).toEqual([
      '/app/assets/home.js',
      '/app/assets/home.css',
      '/app/assets/grid.js',
      '/app/assets/grid.css',
    ]);
    expect(routeFiles(chunks, 'stores', [])).toEqual([]);
  });

  it('writes a script that preloads the files of the screen at its address', () => {
    expect(preloadScript([['^/home$', ['/app/assets/home.js']]])).toContain('modulepreload');
  });
});
