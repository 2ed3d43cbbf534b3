import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * An antd component the kit loads only when it first renders. The kit is one shared module that
 * every screen built from it downloads whole, with every antd component it imports: its date
 * picker (33 KiB gzip), upload (13 KiB) and error page (11 KiB) came with every list screen
 * that shows none of them. Deferred, each is its own request, made the first time a date field,
 * an upload field or a load error is on screen; meanwhile `placeholder` holds its place (same
 * size, so nothing moves when it arrives).
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, placeholder: ReactNode) {
  const Loaded = lazy(load);
  function Deferred(props: P) {
    return <Suspense fallback={placeholder}>{createElement(Loaded, props)}</Suspense>;
  }
  return Deferred;
}
