import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most common passwords, from zxcvbn-ts's common list (ranked by frequency in
 * leaked-password corpora; maintained with the zxcvbn-ts project). Compared ignoring case:
 * "Password1" is as guessable as "password1".
 */
const mostCommon = new Set(dictionary['passwords-common'].slice(0, 10_000).map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return mostCommon.has(password.toLowerCase());
}
