/** The custom properties a CSS value or a document reads (`var(--name` and fallbacks within). */
const readVariables = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/**
 * A custom property's declaration in minified CSS: after a rule's `{` or a `;`, up to the next
 * `;` or `}`. Read as text, not parsed: antd's extracted styles hold a malformed rule or two
 * (`.anticon >*line-height:1;}`) that the browser skips and a CSS parser would refuse or repair,
 * and the page's CSS must stay what the browser was given, but for these declarations.
 */
const definition = /(?<=[{;])\s*(--[\w-]+)\s*:([^;{}]*)(;|(?=\}))/g;

/**
 * A prerendered page's inline CSS without the custom properties nothing on the page reads.
 * antd's CSS-variable rules define every token of the theme (~1,500 declarations on /login, both
 * themes: half of the page's 73 KB of CSS), while the rules the page keeps read a few hundred.
 * The browser parses the whole style element before the first paint, so a slow phone paid for
 * all of them. Kept: every variable read by a rule, by the document (`style` attributes:
 * `readBy`), or by the value of a variable kept (a token defined from another), whatever its
 * selector or theme.
 */
export function pruneCssVariables(css: string, readBy: string): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(definition)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  const read = new Set([...readVariables(css.replace(definition, '')), ...readVariables(readBy)]);
  const pending = [...read];
  while (pending.length > 0) {
    for (const value of values.get(pending.pop()!) ?? []) {
      for (const name of readVariables(value)) {
        if (read.has(name)) continue;
        read.add(name);
        pending.push(name);
      }
    }
  }
  return (
    css
      .replace(definition, (declaration: string, name: string) => (read.has(name) ? declaration : ''))
      // A rule left with nothing in it (`.css-var-x{}`).
      .replace(/(?<=^|[{}])[^{}@;]+\{\s*\}/g, '')
  );
}
