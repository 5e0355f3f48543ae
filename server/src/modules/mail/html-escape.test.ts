import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('replaces the five characters that can end an element or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;',
    );
  });

  it('shows an entity already in the text as typed (one pass, never double-decoded)', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text, accents and euro signs included, as it is', () => {
    expect(escapeHtml('Caffè 1,99 € – già')).toBe('Caffè 1,99 € – già');
    expect(escapeHtml('')).toBe('');
  });
});
