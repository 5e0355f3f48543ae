import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EntityId, ReplyId, replyId, replyIdOrNull } from './ids';

describe('ids on the wire (issue 26)', () => {
  it('accepts a request id as a number or a string of digits, and gives the number', () => {
    expect(EntityId.parse(1974)).toBe(1974);
    expect(EntityId.parse('1974')).toBe(1974);
    expect(EntityId.parse(' 7 ')).toBe(7);
  });

  it('refuses what is no row id, with the id message', () => {
    for (const bad of [0, '0', -1, 1.5, '1e3', '0x10', '12a', '', '99999999999', 2_147_483_648]) {
      const result = z.object({ id: EntityId }).safeParse({ id: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.path, String(bad)).toEqual(['id']);
      expect(result.error?.issues[0]?.message, String(bad)).toBe('Identificativo non valido');
    }
  });

  it('writes a reply id as a string, never a number', () => {
    expect(replyId(1974)).toBe('1974');
    expect(replyIdOrNull(null)).toBeNull();
    expect(replyIdOrNull(3)).toBe('3');
    expect(ReplyId.safeParse(1974).success).toBe(false);
    expect(ReplyId.safeParse('1974').success).toBe(true);
  });

  it('documents a request id as string or integer and a reply id as a string', () => {
    const input = z.toJSONSchema(EntityId, { io: 'input', unrepresentable: 'any' });
    const types = (input.anyOf as { type: string }[]).map((s) => s.type).sort();
    expect(types).toEqual(['integer', 'string']);
    expect(z.toJSONSchema(ReplyId).type).toBe('string');
  });
});
