import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from '@portal/shared/kit';

/** The screen around the box: it applies a search `lag` ms after the box asks (a busy page). */
function Harness({ searches, lag = 0 }: { searches: string[]; lag?: number }) {
  const [previous, setPrevious] = useState<string[]>([]);
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox
        label="Buscar"
        value={value}
        onSearch={(next) => {
          searches.push(next);
          const apply = () => {
            setPrevious((list) => [...list, value]);
            setValue(next);
          };
          if (lag) setTimeout(apply, lag);
          else apply();
        }}
      />
      <button
        type="button"
        onClick={() => {
          setPrevious((list) => [...list, value]);
          setValue('');
        }}
      >
        Quitar filtros
      </button>
      {/* The browser's "back": the search before the last change, as the address held it. */}
      <button
        type="button"
        onClick={() => {
          setValue(previous.at(-1) ?? '');
          setPrevious((list) => list.slice(0, -1));
        }}
      >
        Atrás
      </button>
    </>
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

  it('keeps what is typed when its own earlier search comes back late', async () => {
    const searches: string[] = [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<Harness searches={searches} lag={50} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, '1710034065');
    act(() => jest.advanceTimersByTime(300));
    expect(searches).toEqual(['1710034065']);

    // Before the screen applies that search, the user clears the box and types another.
    await user.clear(box);
    await user.type(box, 'carla');
    act(() => jest.advanceTimersByTime(50));
    expect(box).toHaveValue('carla');
    act(() => jest.advanceTimersByTime(350));
    expect(searches).toEqual(['1710034065', 'carla']);
    expect(box).toHaveValue('carla');
  });

  it('shows a search set from outside: a reset, and the search before it again', async () => {
    const searches: string[] = [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<Harness searches={searches} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'quito');
    act(() => jest.advanceTimersByTime(300));
    expect(searches).toEqual(['quito']);
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(box).toHaveValue('');
    act(() => jest.advanceTimersByTime(300));
    expect(searches).toEqual(['quito']);

    // Back to the search it had: the box shows it again.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(box).toHaveValue('quito');
    act(() => jest.advanceTimersByTime(300));
    expect(searches).toEqual(['quito']);
  });
});
