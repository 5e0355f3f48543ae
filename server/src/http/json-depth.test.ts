import { describe, expect, it } from 'vitest';
import { jsonNestsDeeper } from './json-depth';

describe('jsonNestsDeeper', () => {
  it('counts arrays and objects, not the brackets inside strings', () => {
    expect(jsonNestsDeeper('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeper('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(jsonNestsDeeper(JSON.stringify({ a: '[[[[[[{{{{{' }), 1)).toBe(false);
    // An escaped quote does not end the string: the brackets after it are still text.
    expect(jsonNestsDeeper(JSON.stringify({ a: 'x"[[[[[\\' }), 1)).toBe(false);
    expect(jsonNestsDeeper(`${'['.repeat(200_000)}${']'.repeat(200_000)}`, 64)).toBe(true);
    expect(jsonNestsDeeper(`${'['.repeat(64)}${']'.repeat(64)}`, 64)).toBe(false);
  });
});
