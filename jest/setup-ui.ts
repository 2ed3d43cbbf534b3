import '@testing-library/jest-dom';

// Browser APIs antd relies on that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

// Node's MessageChannel keeps Jest alive after the run; React only needs a macrotask.
class MessageChannelShim {
  port1: { onmessage: ((ev: unknown) => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
    close: () => undefined,
  };
}
(globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelShim;

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);
