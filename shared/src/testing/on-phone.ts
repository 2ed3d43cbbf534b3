/**
 * Makes the page a phone's (antd's `xs` breakpoint, below 600 px) until the returned function
 * is called: the test setup's matchMedia matches nothing, which antd reads as a wide screen.
 */
export function onPhone(): () => void {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width: 599px/.test(query) });
  return () => {
    window.matchMedia = wide;
  };
}
