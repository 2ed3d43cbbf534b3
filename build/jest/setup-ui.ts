import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Four engineers' suites share two cores: an answer may take seconds to show. findBy/waitFor
// still resolve as soon as the screen is right; this only moves the point of giving up.
configure({ asyncUtilTimeout: 10_000 });

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
