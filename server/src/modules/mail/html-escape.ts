const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML, both as element content and inside a quoted attribute: the five
 * characters that can end either are replaced by their entities, '&' first by construction
 * (one pass, so an entity already in the text is shown as typed, never decoded).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
