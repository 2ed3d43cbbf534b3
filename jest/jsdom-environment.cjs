// jsdom lacks several web platform globals that our libraries use; copy Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.fetch = fetch;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.structuredClone = structuredClone;
    g.ReadableStream = ReadableStream;
    g.TransformStream = TransformStream;
    g.WritableStream = WritableStream;
    g.BroadcastChannel = BroadcastChannel;
    g.crypto.subtle = globalThis.crypto.subtle;
  }
}

module.exports = PortalJsdomEnvironment;
