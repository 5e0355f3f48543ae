import { describe, expect, it } from 'vitest';
import { streetOf } from './known-streets';

describe('streetOf', () => {
  it.each([
    ['Via Giuseppe Mazzini 146', 'Via Giuseppe Mazzini'],
    ['Viale Giardini, 240', 'Viale Giardini'],
    ['Via Emilia Ospizio 95/B', 'Via Emilia Ospizio'],
    ['Via Roma 7 bis', 'Via Roma'],
    ['Via XX Settembre 3a', 'Via XX Settembre'],
    ['Strada Provinciale 253 snc', 'Strada Provinciale 253'],
    ['Piazza Maggiore', 'Piazza Maggiore'],
  ])('%s → %s', (line, street) => {
    expect(streetOf(line)).toBe(street);
  });
});
