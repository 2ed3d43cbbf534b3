import { connect } from 'node:net';

/** Whether something on this machine takes connections on `port` (a server that has started). */
export const portListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
