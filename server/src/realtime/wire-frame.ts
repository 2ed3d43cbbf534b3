import WebSocket from 'ws';

interface FrameOptions {
  fin: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
  rsv1: boolean;
}

// ws's own framing: public (`WebSocket.Sender.frame`), though @types/ws does not declare it.
const { Sender } = WebSocket as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

/**
 * A text message as it goes on the wire, WebSocket header included. A delivery frames it once
 * and writes the same bytes to every subscriber; `ws.send` would frame it once per socket.
 * Server frames are not masked and the portal does not compress (no permessage-deflate).
 */
export function wireTextFrame(text: string): Buffer {
  return Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }));
}
