import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { lazyDrawer } from '@portal/shared/kit/list-screen';

function Drawer({ title }: { title: string }) {
  return <section aria-label={title}>{title}</section>;
}

describe('lazyDrawer', () => {
  it('shows a busy page until the drawer’s code is there, then the drawer with its props; the code loads once, when first shown', async () => {
    let loads = 0;
    let arrive!: () => void;
    const code = new Promise<typeof Drawer>((resolve) => (arrive = () => resolve(Drawer)));
    const LazyDrawer = lazyDrawer(() => {
      loads += 1;
      return code;
    });
    expect(loads).toBe(0);

    const { container } = renderWithProviders(<LazyDrawer title="Nuevo usuario" />);
    const busy = (await screen.findByText('Cargando…')).closest('.ant-spin-fullscreen');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(loads).toBe(1);
    expect(screen.queryByRole('region', { name: 'Nuevo usuario' })).toBeNull();

    arrive();
    expect(await screen.findByRole('region', { name: 'Nuevo usuario' })).toBeInTheDocument();
    expect(container.querySelector('.ant-spin-fullscreen')).toBeNull();

    // Opened again (another record): at once, from the code already there.
    renderWithProviders(<LazyDrawer title="Editar usuario" />);
    expect(await screen.findByRole('region', { name: 'Editar usuario' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
