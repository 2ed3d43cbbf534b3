import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { DataTable } from './data-table';

const columns = [{ title: 'Nombre', dataIndex: 'name', key: 'name' }];
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ key: i, name: `Fila ${i + 1}` }));

describe('DataTable', () => {
  it.each([
    [0, 'No hay resultados'],
    [1, '1 resultado'],
    [3, '3 resultados'],
  ])('counts %i results as "%s" (three forms: none, one, {n})', async (count, text) => {
    renderWithProviders(<DataTable columns={columns} dataSource={rows(count)} />);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it('pages its rows with first and last page buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} dataSource={rows(25)} pagination={{ pageSize: 10 }} />);
    expect(await screen.findByText('25 resultados')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Primera página' });
    const last = screen.getByRole('button', { name: 'Última página' });
    expect(first).toBeDisabled();
    await user.click(last);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Fila 25')).toBeInTheDocument();
    expect(within(table).queryByText('Fila 1')).not.toBeInTheDocument();
    expect(last).toBeDisabled();
    await user.click(first);
    expect(within(table).getByText('Fila 1')).toBeInTheDocument();
  });
});
