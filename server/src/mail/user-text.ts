/** The longest name or title a mail quotes from what a user typed (a company name, an offer title). */
export const MAIL_NAME_MAX = 80;
/** The longest free text a mail quotes (an administrator's reason for a rejection). */
export const MAIL_TEXT_MAX = 500;

/** Schemes a mail reader turns into links even without `//`. */
const BARE_SCHEMES = /\b(?:https?|ftp|mailto|javascript|vbscript|data|file|tel|sms|ws|wss)\s*:(?=\S)/gi;

/**
 * Text a user typed, as a mail may quote it. Anyone can sign a company up with any address and
 * name, so the name must not turn our mail into theirs: every mail is plain text (no HTML part),
 * and what a user typed becomes one line (no header or layout injection), without markup (tags
 * and angle brackets dropped, so nothing to escape should an HTML part ever be added), without
 * links (schemes such as `https://` dropped, and the dots of anything that looks like a host name
 * shown as `[.]`: `www.phish.test` → `www[.]phish[.]test`, which no mail reader links), and at most
 * `max` characters (cut with `…`).
 */
export function quotedText(value: string, max: number = MAIL_NAME_MAX): string {
  const text = value
    // Full-width and other look-alike forms (`ｗｗｗ．x．com`) become the plain ones first.
    .normalize('NFKC')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    // Line breaks, control and invisible format characters (bidi overrides, zero-width).
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\//gi, '')
    .replace(BARE_SCHEMES, '')
    // A dot (or an ideographic one) between a letter or digit and a label that starts with a letter.
    .replace(/(?<=[\p{L}\p{N}])[.\u3002](?=\p{L}[\p{L}\p{N}-])/gu, '[.]')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
