import { screen, within } from '@testing-library/react';
import { DataTable } from '@portal/shared/kit/list-screen';
import { renderWithProviders } from '@portal/shared/testing';

describe('the kit’s DataTable', () => {
  it('comes in its own download: a skeleton holds its place until its code is in, then the rows show', async () => {
    renderWithProviders(
      <DataTable<{ id: number; name: string }>
        rowKey="id"
        columns={[{ title: 'Nombre', dataIndex: 'name', key: 'name' }]}
        dataSource={[
          { id: 1, name: 'Quito' },
          { id: 2, name: 'Guayaquil' },
        ]}
        pagination={false}
      />,
    );
    // Shown first, before the table's code has arrived.
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Guayaquil')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando…' })).not.toBeInTheDocument();
  });
});
