import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { getApiClient } from '@portal/shared';
import { api, failure, ok, renderScreen, setupApiServer } from '@portal/shared/testing';
import { useDeleteAction } from '@portal/shared/kit';

let deletes = 0;
const server = setupApiServer(
  http.delete(api('areas/4'), () => {
    deletes += 1;
    return ok({ action: 'deleted' }, 'Elemento eliminado.');
  }),
);

function AreaRow() {
  const remove = useDeleteAction();
  const [result, setResult] = useState('sin cambios');
  return (
    <>
      <button
        onClick={async () => {
          const answer = await remove({
            question: '¿Eliminar «Minería»?',
            remove: () => getApiClient().request<{ action: string }>('delete', 'areas/4'),
          });
          setResult(answer ? answer.data.action : 'nada');
        }}
      >
        Eliminar Minería
      </button>
      <p>Resultado: {result}</p>
    </>
  );
}

describe('useDeleteAction', () => {
  beforeEach(() => {
    deletes = 0;
  });

  it('does nothing when the user answers No', async () => {
    const { user } = renderScreen(<AreaRow />, { session: { role: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Minería' }));
    expect((await screen.findAllByText('¿Eliminar «Minería»?')).at(-1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Resultado: nada')).toBeInTheDocument();
    expect(deletes).toBe(0);
  });

  it('deletes on Sí and shows the server’s message', async () => {
    const { user } = renderScreen(<AreaRow />, { session: { role: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Minería' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Elemento eliminado.')).toBeInTheDocument();
    expect(screen.getByText('Resultado: deleted')).toBeInTheDocument();
    expect(deletes).toBe(1);
  });

  it('leaves a refusal to the API client’s toast', async () => {
    server.use(http.delete(api('areas/4'), () => failure(403, 'No tienes permiso para eliminar.')));
    const { user } = renderScreen(<AreaRow />, { session: { role: 'admin' } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Minería' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('No tienes permiso para eliminar.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Resultado: nada')).toBeInTheDocument());
  });
});
