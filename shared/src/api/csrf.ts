export const csrfCookie = 'XSRF-TOKEN';
export const csrfHeader = 'X-XSRF-TOKEN';

/** The CSRF token the server set in its cookie (Laravel's convention), if any. */
export function readCsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === csrfCookie) return decodeURIComponent(value.join('='));
  }
  return null;
}

export const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
