import { act, screen, waitFor } from '@testing-library/react';
import { changeMenu, renderScreen, testMenu } from '@portal/shared/testing';
import { accessFor, Can, useAccess } from '@portal/shared/kit';

function Flags() {
  const { c, u, d, x } = useAccess('catalogs');
  return <p>catalogs: {[c && 'c', u && 'u', d && 'd', x && 'x'].filter(Boolean).join('') || 'ninguno'}</p>;
}

describe('access by menu title', () => {
  it('reads the flags of the entry with that title, none when the role lacks it', () => {
    const menu = testMenu({ catalogs: 'cu', universities: { d: true } });
    expect(accessFor(menu, 'catalogs')).toEqual({ c: true, u: true, d: false, x: false });
    expect(accessFor(menu, 'adm-users')).toEqual({ c: false, u: false, d: false, x: false });
  });

  it('shows and hides actions as the store’s menu changes, without a reload', async () => {
    const { store } = renderScreen(
      <>
        <Flags />
        <Can menu="catalogs" action="d">
          <button>Eliminar</button>
        </Can>
        <Can menu="catalogs" action="c" fallback={<p>Sin permiso para agregar</p>}>
          <button>Agregar</button>
        </Can>
      </>,
      { session: { role: 'admin', menu: { catalogs: 'cud' } } },
    );
    expect(await screen.findByText('catalogs: cud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();

    act(() => changeMenu(store, { catalogs: 'u' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument());
    expect(screen.getByText('catalogs: u')).toBeInTheDocument();
    expect(screen.getByText('Sin permiso para agregar')).toBeInTheDocument();

    act(() => changeMenu(store, { catalogs: 'cd' }));
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  });
});
