import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { useUiSettings } from '../settings/ui-settings-context';
import { createTestStore } from '../testing';
import { SharedProviders } from './shared-providers';

/** A system whose "reduce motion" preference the test switches, as a person would in the OS settings. */
function systemMotionPreference(reduce: boolean) {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  const standard = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...standard(query),
    matches: query === '(prefers-reduced-motion: reduce)' && reduce,
    addEventListener: (_: string, listener: EventListenerOrEventListenerObject) => void listeners.add(listener),
    removeEventListener: (_: string, listener: EventListenerOrEventListenerObject) => void listeners.delete(listener),
  });
  return {
    change(next: boolean) {
      reduce = next;
      const event = new Event('change');
      act(() => listeners.forEach((listener) => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event))));
    },
    restore: () => (window.matchMedia = standard),
  };
}

/** What decides whether antd animates: its motion token (popups, drawers, collapses, waves). */
function Motion() {
  const { token } = theme.useToken();
  const { motion } = useUiSettings();
  return (
    <p>
      antd motion {String(token.motion)}, durations {token.motionDurationMid}; setting {String(motion)}
    </p>
  );
}

const renderMotion = (motion?: boolean) =>
  render(
    <SharedProviders bundle={createTestStore()} motion={motion}>
      <Motion />
    </SharedProviders>,
  );

describe('SharedProviders and the system\'s "reduce motion" preference', () => {
  let preference: ReturnType<typeof systemMotionPreference>;
  afterEach(() => preference.restore());

  it('animates antd when the system does not ask for reduced motion', async () => {
    preference = systemMotionPreference(false);
    renderMotion();
    expect(await screen.findByText('antd motion true, durations 0.2s; setting true')).toBeInTheDocument();
  });

  it('turns antd animations off when the system asks, and back on when it stops asking', async () => {
    preference = systemMotionPreference(true);
    renderMotion();
    expect(await screen.findByText('antd motion false, durations 0s; setting false')).toBeInTheDocument();
    preference.change(false);
    expect(screen.getByText('antd motion true, durations 0.2s; setting true')).toBeInTheDocument();
  });

  it('lets component tests turn animations off whatever the system says', async () => {
    preference = systemMotionPreference(false);
    renderMotion(false);
    expect(await screen.findByText('antd motion false, durations 0s; setting true')).toBeInTheDocument();
  });
});
