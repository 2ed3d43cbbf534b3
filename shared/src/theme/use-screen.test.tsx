import { act, render, screen } from '@testing-library/react';
import { ConfigProvider, Grid } from 'antd';
import { portalTheme } from './theme';
import { useScreen } from './use-screen';

/** A window of `width` px whose media queries antd and the hook read, resizable. */
function windowOf(width: number) {
  const listeners = new Map<(event: { matches: boolean }) => void, string>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.set(listener, query),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
      addListener: (listener: (event: { matches: boolean }) => void) => listeners.set(listener, query),
      removeListener: (listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((query, listener) => listener({ matches: matches(query) })));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Layout({ renders, read }: { renders: string[]; read: () => boolean }) {
  const phone = read();
  renders.push(phone ? 'phone' : 'wide');
  return <p>{phone ? 'Filtros en un panel' : 'Filtros al costado'}</p>;
}

describe('useScreen', () => {
  let view: ReturnType<typeof windowOf>;
  afterEach(() => view.restore());

  it('knows a phone from the first render, and follows the window when it changes', () => {
    view = windowOf(360);
    const renders: string[] = [];
    render(<Layout renders={renders} read={() => useScreen('xs')} />);
    expect(screen.getByText('Filtros en un panel')).toBeInTheDocument();
    // One render: no wide layout first, and no second render as it mounts.
    expect(renders).toEqual(['phone']);

    view.resize(1280);
    expect(screen.getByText('Filtros al costado')).toBeInTheDocument();
    expect(renders).toEqual(['phone', 'wide']);
  });

  it('says md from 960 px (the theme’s breakpoint), as antd’s Grid does', () => {
    view = windowOf(959);
    const ours: string[] = [];
    const antds: string[] = [];
    render(
      <ConfigProvider theme={portalTheme}>
        <Layout renders={ours} read={() => !useScreen('md')} />
        <Layout renders={antds} read={() => Grid.useBreakpoint().md !== true} />
      </ConfigProvider>,
    );
    view.resize(960);
    expect(ours.at(-1)).toBe('wide');
    expect(antds.at(-1)).toBe('wide');
    // antd's hook rendered the narrow layout first without knowing, then again as it mounted.
    expect(ours).toEqual(['phone', 'wide']);
    expect(antds.length).toBeGreaterThan(ours.length);
  });
});
