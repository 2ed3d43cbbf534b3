import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { toast } from './toast';
import { useConfirm } from './use-confirm';

describe('toasts', () => {
  describe('on Jest’s clock', () => {
    // Time passes when the test says so, never by waiting: 10 s are 10 s, and a toast cannot
    // leave by expiring while a test waits for something else.
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('show at the top right and close by themselves after 10 s (spec §9)', async () => {
      renderWithProviders(<p>pantalla</p>);
      await screen.findByText('pantalla');
      act(() => toast('info', 'Aviso breve'));
      const notice = await screen.findByText('Aviso breve');
      expect(notice.closest('.ant-notification')).toHaveClass('ant-notification-topRight');

      act(() => jest.advanceTimersByTime(9_900));
      expect(screen.getByText('Aviso breve')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Aviso breve')).not.toBeInTheDocument();
    });

    it('show one message at a time, the newest', async () => {
      renderWithProviders(<p>pantalla</p>);
      await screen.findByText('pantalla');
      act(() => toast('warning', 'Primer aviso'));
      expect(await screen.findByText('Primer aviso')).toBeInTheDocument();
      act(() => toast('error', 'Segundo aviso'));
      expect(await screen.findByText('Segundo aviso')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByText('Primer aviso')).not.toBeInTheDocument();
    });
  });

  it.each(['info', 'success', 'warning', 'error', 'default', 'loading'] as const)('has a %s state', async (state) => {
    renderWithProviders(<p>pantalla</p>);
    await screen.findByText('pantalla');
    act(() => toast(state, `Aviso ${state}`));
    expect(await screen.findByText(`Aviso ${state}`)).toBeInTheDocument();
  });
});

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('sin respuesta');
  return (
    <>
      <button onClick={async () => setAnswer((await confirm('¿Eliminar el registro?')) ? 'sí' : 'no')}>Eliminar</button>
      <output>{answer}</output>
    </>
  );
}

describe('confirmation dialogs', () => {
  it('ignore Escape and answer with the translated yes/no buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeleteButton />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('¿Eliminar el registro?');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Eliminar el registro?');

    await user.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sí'));
  });

  it('answer no with the No button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeleteButton />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('no'));
  });
});
