/** An optional text as the API stores it: blank is null. */
export const optionalText = (value: string | null | undefined) => (value && /\S/u.test(value) ? value : null);
