import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from '@portal/shared/kit';

function Harness({ searches }: { searches: string[] }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Buscar"
      value={value}
      onSearch={(next) => {
        searches.push(next);
        setValue(next);
      }}
    />
  );
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses for 300 ms, with the trimmed text', async () => {
    const searches: string[] = [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<Harness searches={searches} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Área ');
    act(() => jest.advanceTimersByTime(299));
    expect(searches).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(searches).toEqual(['Área']);

    // The search it started does not eat the space being typed.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '2');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Área 2');
    act(() => jest.advanceTimersByTime(300));
    expect(searches).toEqual(['Área', 'Área 2']);
  });

  it('searches at once on Enter', async () => {
    const searches: string[] = [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<Harness searches={searches} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'quito{Enter}');
    expect(searches).toEqual(['quito']);
  });
});
