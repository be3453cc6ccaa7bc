const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, inside elements and quoted attributes alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character]!);

/** JSON made safe inside a script element (no `</script>`, no `<!--`). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
