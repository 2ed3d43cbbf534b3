import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { isChunkLoadError, RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderBoundary(error: Error) {
  const onRetry = jest.fn();
  renderWithProviders(
    <RemoteErrorBoundary fallback={(kind) => <RemoteFailure kind={kind} area="Empresa" onRetry={onRetry} />}>
      <Throws error={error} />
    </RemoteErrorBoundary>,
  );
  return onRetry;
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 742 failed.\n(missing: /remotes/company/742.js)'), { name: 'ChunkLoadError' });

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('tells a chunk that could not be fetched apart from a bug while rendering', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });

  it('shows the unavailable message with "Reintentar" when a remote chunk fails to load', async () => {
    const onRetry = renderBoundary(chunkError());
    expect(await screen.findByText('Esta sección no está disponible en este momento')).toBeInTheDocument();
    expect(screen.getByText(/No pudimos cargar el módulo «Empresa»/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the crash message when the remote throws while rendering', async () => {
    renderBoundary(new TypeError("Cannot read properties of undefined (reading 'map')"));
    expect(await screen.findByText('Algo salió mal al mostrar esta sección')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
