/** `decodeURIComponent` that never throws: text with a malformed escape (`#%`, `a%zz`) is kept as written. */
export function decodeEscapes(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
