import { Component, type ReactNode } from 'react';

/** A chunk of a remote that could not be fetched, as opposed to a bug while rendering. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /RUNTIME-00[18]|Failed to fetch dynamically imported module|ScriptNetworkError/i.test(error.message)
  );
}

interface Props {
  /** Rendered instead of the children after an error. */
  fallback: (kind: 'unavailable' | 'crashed') => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Third layer of remote failure handling: errors thrown while a remote renders. The owner
 * remounts it (a new `key`) to try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return this.props.fallback(isChunkLoadError(this.state.error) ? 'unavailable' : 'crashed');
  }
}
